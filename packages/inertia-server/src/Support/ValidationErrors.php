<?php

declare(strict_types=1);

namespace Inertia\Support;

use Illuminate\Http\Request;
use Illuminate\Support\MessageBag;
use Illuminate\Support\ViewErrorBag;
use stdClass;

/**
 * The session's validation errors in the shape the client's forms read (§4): `{field: firstMessage}` for the
 * default bag, `{bag: {field: firstMessage}}` for named bags, and `{}` (never `[]`) when there are none.
 */
final class ValidationErrors
{
    public static function resolve(Request $request): object
    {
        if (! $request->hasSession()) {
            return new stdClass;
        }

        $errors = $request->session()->get('errors');
        if (! $errors instanceof ViewErrorBag) {
            return new stdClass;
        }

        $bags = [];
        foreach ($errors->getBags() as $name => $bag) {
            if ($bag instanceof MessageBag && $bag->isNotEmpty()) {
                $bags[$name] = self::firstMessages($bag);
            }
        }

        $requested = (string) $request->headers->get(Header::ERROR_BAG, '');
        if ($requested !== '' && isset($bags['default'])) {
            return (object) [$requested => $bags['default']];
        }

        if (array_keys($bags) === ['default']) {
            return $bags['default'];
        }

        return (object) $bags;
    }

    private static function firstMessages(MessageBag $bag): object
    {
        $messages = [];
        foreach ($bag->messages() as $field => $fieldMessages) {
            $messages[$field] = $fieldMessages[0] ?? '';
        }

        return (object) $messages;
    }
}

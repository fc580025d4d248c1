<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Messages;

use App\Actions\Inbox\ReplyToMessage;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Messages\ReplyToMessageRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\ContactMessage;
use App\Models\User;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/** Sends a reply to a contact message by e-mail and marks the message handled. */
final class ReplyToMessageController extends Controller
{
    public function __invoke(ReplyToMessageRequest $request, ContactMessage $message, ReplyToMessage $reply): RedirectResponse
    {
        $user = $request->user();
        $reply->handle(
            $message,
            $request->string('subject')->toString(),
            $request->string('body')->toString(),
            $user instanceof User ? $user->name : '',
            StaffActor::of($request),
        );

        return redirect()->route('admin.messages.show', ['message' => $message->id])->with('status', Text::get('admin.messages.reply.sent'));
    }
}

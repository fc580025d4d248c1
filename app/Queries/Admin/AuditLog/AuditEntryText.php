<?php

declare(strict_types=1);

namespace App\Queries\Admin\AuditLog;

use App\Models\AuditEntry;
use App\Support\Text;
use Illuminate\Support\Facades\Lang;

/**
 * An audit entry as a manager reads it: a sentence in the reader's language around the subject (its name and link),
 * and what changed, each field by its name with its values in words (AuditValues). A field that was empty before and
 * after, or an id of no interest (an image's row id), is left out.
 *
 * @phpstan-type Subject array{label: string, url: string|null}
 * @phpstan-type Detail array{label: string, before: string|null, after: string|null}
 * @phpstan-type Shaped array{action_label: string, sentence: array{before: string, after: string}, subject: Subject|null, details: list<Detail>}
 */
final class AuditEntryText
{
    private const MARK = "\u{1F}";

    public function __construct(
        private readonly AuditSubjects $subjects,
        private readonly AuditValues $values,
    ) {
    }

    /** The action's short name (the filter's choices), or the action as recorded when it has none. */
    public static function actionLabel(string $action): string
    {
        $key = 'admin.audit.actions.'.$action;

        return Lang::has($key) ? Text::get($key) : $action;
    }

    /**
     * @return Shaped
     */
    public function shape(AuditEntry $entry): array
    {
        $before = $entry->before ?? [];
        $after = $entry->after ?? [];
        $subject = $this->subjects->of($entry);
        $key = 'admin.audit.sentence.'.$entry->action;
        $sentence = Lang::has($key)
            ? Text::get($key, ['subject' => self::MARK, 'count' => $this->count($entry->action, $after)])
            : self::actionLabel($entry->action).($subject === null ? '' : ': '.self::MARK);
        if (! str_contains($sentence, self::MARK)) {
            $subject = null;
        } elseif ($subject === null) {
            $sentence = str_replace(self::MARK, Text::get('admin.audit.subject_unknown'), $sentence);
        }
        [$start, $end] = array_pad(explode(self::MARK, $sentence, 2), 2, '');

        return [
            'action_label' => self::actionLabel($entry->action),
            'sentence' => ['before' => $start, 'after' => $end],
            'subject' => $subject,
            'details' => $this->details($entry->action, $before, $after),
        ];
    }

    /**
     * @param  array<string, mixed>  $after
     */
    private function count(string $action, array $after): int
    {
        $counted = match ($action) {
            'product.bulk_active', 'family.bulk_price' => $after['skus'] ?? [],
            'product.image_add' => $after['images'] ?? [],
            default => $after['rows'] ?? [],
        };

        return is_array($counted) ? count($counted) : (is_numeric($counted) ? (int) $counted : 0);
    }

    /**
     * @param  array<string, mixed>  $before
     * @param  array<string, mixed>  $after
     * @return list<Detail>
     */
    private function details(string $action, array $before, array $after): array
    {
        $details = [];
        foreach (array_unique([...array_keys($before), ...array_keys($after)]) as $field) {
            if ($field === 'image' && str_starts_with($action, 'product.image_')) {
                continue; // the image's row id: the subject names the product, the other fields say what changed
            }
            $detail = $this->detail($action, $field, $before, $after);
            if ($detail !== null) {
                $details[] = $detail;
            }
        }

        return $details;
    }

    /**
     * @param  array<string, mixed>  $before
     * @param  array<string, mixed>  $after
     * @return Detail|null
     */
    private function detail(string $action, string $field, array $before, array $after): ?array
    {
        $had = array_key_exists($field, $before);
        $has = array_key_exists($field, $after);
        $old = $before[$field] ?? null;
        $new = $after[$field] ?? null;
        $label = $action === 'product.stock' && $field !== 'stock_total' ? $field : AuditFields::label($field);

        if (in_array($field, AuditValues::FILES, true) || in_array($field, AuditValues::STRUCTURES, true)) {
            $word = $this->happened($field, $had && self::filled($old), $has && self::filled($new), $old, $new);

            return $word === null ? null : ['label' => $label, 'before' => null, 'after' => $word];
        }

        $shownBefore = $had ? $this->values->format($action, self::valueKind($field, $before), $old) : null;
        $shownAfter = $has ? $this->values->format($action, self::valueKind($field, $after), $new) : null;
        if ($shownBefore === null && $shownAfter === null) {
            return null;
        }
        if ($had && $has && $shownBefore === $shownAfter) {
            // Equal in words (a price to the ban, the other language's text): say it exactly, or not at all.
            $shownBefore = $this->values->format($action, self::valueKind($field, $before), $old, true);
            $shownAfter = $this->values->format($action, self::valueKind($field, $after), $new, true);
            if ($shownBefore === $shownAfter) {
                return null;
            }
        }

        return [
            'label' => $label,
            'before' => $had ? ($shownBefore ?? '—') : null,
            'after' => $has ? ($shownAfter ?? '—') : null,
        ];
    }

    /**
     * How a field's value reads when it depends on another field of the same side: a promotion's discount is a
     * percentage or an amount in bani as its type says (when the type is in the entry; otherwise the number alone).
     *
     * @param  array<string, mixed>  $side
     */
    private static function valueKind(string $field, array $side): string
    {
        return match ([$field, $side['discount_type'] ?? null]) {
            ['discount_value', 'percent'] => 'discount_percent',
            ['discount_value', 'amount'] => 'discount_amount',
            default => $field,
        };
    }

    /** A file or a structure said as what happened to it: added, replaced, removed, changed. */
    private function happened(string $field, bool $had, bool $has, mixed $old, mixed $new): ?string
    {
        if ($field === 'images') {
            return $has ? Text::get('admin.audit.value.images_added', ['count' => is_array($new) ? count($new) : 1]) : null;
        }
        if (in_array($field, AuditValues::STRUCTURES, true)) {
            return $had && $has && json_encode($old) !== json_encode($new) ? Text::get('admin.audit.value.changed') : null;
        }

        return match (true) {
            $had && $has => json_encode($old) === json_encode($new) ? null : Text::get('admin.audit.value.file_replaced'),
            $has => Text::get('admin.audit.value.file_added'),
            $had => Text::get('admin.audit.value.file_removed'),
            default => null,
        };
    }

    private static function filled(mixed $value): bool
    {
        return $value !== null && $value !== '' && $value !== [];
    }
}

<?php

declare(strict_types=1);

namespace App\Services\Audit;

/** The fields whose values differ between two snapshots of a record, as the audit log's before and after. */
final class ChangedFields
{
    /**
     * @param  array<string, mixed>  $before
     * @param  array<string, mixed>  $after
     * @return array{0: array<string, mixed>, 1: array<string, mixed>}
     */
    public static function between(array $before, array $after): array
    {
        $old = [];
        $new = [];
        foreach ($after as $field => $value) {
            $previous = $before[$field] ?? null;
            if (self::normal($previous) !== self::normal($value)) {
                $old[$field] = $previous;
                $new[$field] = $value;
            }
        }

        return [$old, $new];
    }

    private static function normal(mixed $value): string
    {
        if ($value instanceof \DateTimeInterface) {
            return $value->format('Y-m-d H:i:s');
        }

        return (string) json_encode($value);
    }
}

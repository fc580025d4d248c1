<?php

declare(strict_types=1);

namespace App\Actions\Marketing;

use App\Infrastructure\Security\StaffActor;
use App\Models\PromoRule;
use App\Services\Audit\AuditLog;
use App\Support\Text;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * A batch of single-use codes for a code rule: each the prefix and 8 characters an eye cannot confuse (no 0/O, 1/I),
 * unique in the whole shop (a code already taken is drawn again: the unique key decides), in the audit log as
 * `promo_rule.batch` with how many.
 */
final class GeneratePromoCodes
{
    public const MAX = 5000;

    public const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

    public const LENGTH = 8;

    /** Returns how many codes were made (the count asked for). */
    public function handle(PromoRule $rule, int $count, string $prefix, StaffActor $actor): int
    {
        if ($rule->automatic) {
            throw ValidationException::withMessages(['count' => Text::get('admin.promo_codes.error.automatic_batch')]);
        }

        return DB::transaction(static function () use ($rule, $count, $prefix, $actor): int {
            $made = 0;
            $now = now();
            // 32^8 codes: a collision is rare, and one is only drawn again.
            for ($round = 0; $made < $count && $round < 10; $round++) {
                $rows = [];
                for ($i = $made; $i < $count; $i++) {
                    $rows[] = ['promo_rule_id' => $rule->id, 'code' => $prefix.self::draw(), 'usage_limit' => 1, 'uses_count' => 0, 'created_at' => $now];
                }
                foreach (array_chunk($rows, 500) as $chunk) {
                    $made += DB::table('promo_codes')->insertOrIgnore($chunk);
                }
            }
            AuditLog::record($actor, 'promo_rule.batch', $rule, [], ['codes' => $made], $rule->translate('label', 'ro'));

            return $made;
        });
    }

    public static function draw(): string
    {
        $code = '';
        for ($i = 0; $i < self::LENGTH; $i++) {
            $code .= self::ALPHABET[random_int(0, strlen(self::ALPHABET) - 1)];
        }

        return $code;
    }
}

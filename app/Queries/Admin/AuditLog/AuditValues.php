<?php

declare(strict_types=1);

namespace App\Queries\Admin\AuditLog;

use App\Enums\CreditRequestStatus;
use App\Enums\OrderStatus;
use App\Enums\ReturnStatus;
use App\Enums\StaffRole;
use App\Enums\WarrantyClaimStatus;
use App\Support\Money\Money;
use App\Support\Text;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\Lang;

/**
 * One recorded value in the reader's words: money in lei, yes/no, a status, role or method by its name, an id by the
 * name of what it names, a text in the reader's language, a moment on the shop's clock. Null when there is nothing
 * (empty, null, an empty list). Values of any age are read as they are stored: a boolean may be 0/1, a price an
 * integer of bani, a text an {"ro", "ru"} object or one language's string.
 */
final class AuditValues
{
    public const MONEY = ['price', 'old_price', 'delivery_fee', 'total', 'subtotal', 'min_amount', 'max_amount', 'discount_amount', 'amount', 'refunded'];

    /** Fields holding a stored file's key: said as added, replaced or removed, never as the key. */
    public const FILES = ['image', 'logo', 'cover', 'banner', 'key', 'photo', 'images'];

    /** Fields whose value is a structure (hours, sections, an order of ids): said as changed. */
    public const STRUCTURES = ['hours', 'sections', 'figures', 'team', 'order'];

    private const BOOLEANS = ['disabled', 'prices', 'account'];

    private const MOMENTS = ['held_until', 'starts_at', 'ends_at', 'published_at', 'valid_until', 'handled_at', 'unsubscribed_at', 'paid_at', 'date', 'delivery_date', 'from', 'to'];

    /** Enum-like fields: the translation key of each stored value. */
    private const NAMED = [
        'role' => 'admin.roles.', 'type' => 'admin.attributes.types.', 'employment_type' => 'careers.type.',
        'delivery_method' => 'admin.orders.delivery.', 'delivery' => 'admin.orders.delivery.', 'payment_method' => 'checkout.payment.',
        'payment' => 'checkout.payment.', 'delivery_zone' => 'checkout.zone.', 'kind' => 'admin.orders.kind.',
        'state' => 'admin.newsletter.state.', 'locale' => 'admin.audit.language.', 'discount_type' => 'admin.promotions.discount.',
        'return_reason' => 'returns.reason.', 'handover' => 'returns.handover.', 'refund_method' => 'refunds.method.',
        'flag' => 'admin.customers.flags.', 'attention' => 'admin.payments.attention.',
    ];

    public function __construct(private readonly AuditReferences $references, private readonly string $locale)
    {
    }

    public function format(string $action, string $field, mixed $value, bool $exact = false): ?string
    {
        if ($value === null || $value === '' || $value === []) {
            return null;
        }
        if (is_array($value) && self::isTranslated($value)) {
            return $this->translated($value, $exact);
        }

        return match (true) {
            in_array($field, self::MONEY, true) && is_numeric($value) => $this->money((int) $value, $exact),
            $field === 'status' => $this->status($action, $value),
            is_bool($value), in_array($field, self::BOOLEANS, true), str_starts_with($field, 'is_') => Text::get($this->truthy($value) ? 'admin.audit.value.yes' : 'admin.audit.value.no'),
            in_array($field, ['place_id', 'store_id', 'store', 'restocked_at'], true) && is_numeric($value) => $this->named('places', $value),
            in_array($field, ['category_id', 'parent_id'], true) && is_numeric($value) => $this->named('categories', $value),
            $field === 'category' && is_numeric($value) => $this->named(str_starts_with($action, 'blog.') ? 'blog_categories' : 'categories', $value),
            in_array($field, ['brand_id', 'brand'], true) && is_numeric($value) => $this->named('brands', $value),
            $field === 'attributes' && is_array($value) => implode(', ', array_map(fn (mixed $id): string => $this->named('attributes', is_numeric($id) ? (int) $id : 0), $value)),
            $field === 'specs' && is_array($value) => $this->pairs($action, $value, fn (string $code): string => $this->references->name('attributes', $code) ?? $code),
            $field === 'filters' && is_array($value) => $this->pairs($action, $value, static fn (string $key): string => AuditFields::label($key)),
            $field === 'products' => Text::get('admin.audit.value.products', ['count' => is_array($value) ? count($value) : count(explode(',', (string) $value))]),
            in_array($field, ['monthly_fee_bp', 'annual_rate_bp'], true) && is_numeric($value) => $this->percent((int) $value),
            $field === 'discount_percent' && is_numeric($value) => ((int) $value).'%',
            $field === 'months' && is_numeric($value) => Text::get('admin.audit.value.months', ['count' => (int) $value]),
            isset(self::NAMED[$field]) && is_string($value) => $this->word(self::NAMED[$field].$value, $value),
            in_array($field, self::MOMENTS, true) && is_string($value) => $this->moment($field, $value),
            is_array($value) => $this->list($action, $value),
            default => $this->text((string) (is_scalar($value) ? $value : '')),
        };
    }

    /**
     * @param  array<mixed>  $value
     */
    public static function isTranslated(array $value): bool
    {
        return $value !== [] && array_diff(array_keys($value), ['ro', 'ru']) === [];
    }

    private function money(int $bani, bool $exact): string
    {
        if (! $exact) {
            return Money::format($bani, $this->locale);
        }

        return number_format($bani / 100, 2, ',', "\u{00A0}")."\u{00A0}".Money::currency($this->locale);
    }

    private function status(string $action, mixed $value): string
    {
        $status = is_string($value) ? match (true) {
            str_starts_with($action, 'credit_request.') => CreditRequestStatus::tryFrom($value),
            str_starts_with($action, 'return.') => ReturnStatus::tryFrom($value),
            str_starts_with($action, 'claim.') => WarrantyClaimStatus::tryFrom($value),
            default => OrderStatus::tryFrom($value),
        } : null;

        return $status === null ? $this->text((string) (is_scalar($value) ? $value : '')) : Text::get($status->labelKey());
    }

    private function truthy(mixed $value): bool
    {
        return $value === true || $value === 1 || $value === '1' || $value === 'true';
    }

    private function named(string $kind, int|float|string $id): string
    {
        return $this->references->name($kind, (int) $id) ?? Text::get('admin.audit.value.gone', ['id' => (string) $id]);
    }

    private function percent(int $basisPoints): string
    {
        return rtrim(rtrim(number_format($basisPoints / 100, 2, ',', ''), '0'), ',').'%';
    }

    private function word(string $key, string $value): string
    {
        if ($key === 'admin.roles.'.$value && StaffRole::tryFrom($value) !== null) {
            return Text::get(StaffRole::from($value)->labelKey());
        }

        return Lang::has($key) ? Text::get($key) : $this->text($value);
    }

    /** A moment on the shop's clock; a calendar day (a day off, an end of validity, a filter's day) as the day alone. */
    private function moment(string $field, string $value): string
    {
        $day = strlen($value) <= 10 || in_array($field, ['date', 'delivery_date', 'valid_until', 'from', 'to'], true);
        try {
            $moment = CarbonImmutable::parse($day ? substr($value, 0, 10) : $value);
        } catch (\Throwable) {
            return $this->text($value);
        }
        $local = $day ? $moment : $moment->setTimezone(config()->string('app.shop_timezone'));

        $local = $local->locale($this->locale);

        return $local instanceof CarbonImmutable ? $local->isoFormat($day ? 'D MMMM YYYY' : 'D MMMM YYYY, HH:mm') : $this->text($value);
    }

    /**
     * @param  array<string, string>  $value
     */
    private function translated(array $value, bool $both): string
    {
        $mine = $value[$this->locale] ?? null;
        if (! $both && is_string($mine) && $mine !== '') {
            return $this->text($mine);
        }
        $parts = [];
        foreach (['ro', 'ru'] as $language) {
            if (is_string($value[$language] ?? null) && $value[$language] !== '') {
                $parts[] = Text::get('admin.audit.language.'.$language).': '.$this->text($value[$language]);
            }
        }

        return implode(' · ', $parts);
    }

    /**
     * @param  array<mixed>  $value
     * @param  callable(string): string  $label
     */
    private function pairs(string $action, array $value, callable $label): string
    {
        $parts = [];
        foreach ($value as $key => $item) {
            $shown = $this->format($action, (string) $key, $item);
            if ($shown !== null) {
                $parts[] = $label((string) $key).': '.$shown;
            }
        }

        return implode('; ', $parts);
    }

    /**
     * @param  array<mixed>  $value
     */
    private function list(string $action, array $value): string
    {
        if (! array_is_list($value)) {
            return $this->pairs($action, $value, static fn (string $key): string => AuditFields::label($key));
        }
        $scalars = array_filter($value, 'is_scalar');

        return count($scalars) === count($value) ? $this->text(implode(', ', array_map('strval', $scalars))) : Text::get('admin.audit.value.changed');
    }

    private function text(string $value): string
    {
        return mb_strimwidth($value, 0, 200, '…');
    }
}

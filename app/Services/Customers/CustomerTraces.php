<?php

declare(strict_types=1);

namespace App\Services\Customers;

use App\Infrastructure\Locale\Locales;
use App\Models\Invoice;
use App\Services\Orders\OrderMailOutbox;
use App\Support\Text;
use Illuminate\Support\Facades\DB;
use stdClass;

/**
 * Where a customer's name, phone, e-mail and address are kept beside the order row, and how each is anonymised or
 * removed when the customer's data is erased (App\Actions\Customers\EraseCustomer, inside its transaction;
 * docs/customers.md lists them). What accounting needs stays: amounts, lines, dates, statuses, payments and the
 * company's name and IDNO of an invoice.
 */
final class CustomerTraces
{
    /**
     * Values of the audit log's before/after that may name the person or say where they live: contact fields, what the
     * person wrote and what staff wrote about them (notes, reasons, a review's reply, a refund's IBAN).
     */
    public const PERSONAL_AUDIT_KEYS = [
        'name', 'phone', 'email', 'address', 'comment', 'call_note', 'note', 'reason', 'price_reason', 'details',
        'description', 'iban', 'text', 'body', 'message', 'subject',
    ];

    /** The lines of an edit's timeline row that never name the person (its other lines, such as the address, go). */
    private const EDIT_FIELDS_KEPT = [
        'lines', 'delivery_method', 'delivery_zone', 'city', 'delivery_date', 'delivery_interval', 'store_id', 'payment_method',
        'subtotal', 'discount_total', 'delivery_fee', 'total',
    ];

    /** Timeline rows whose body is free text (a note, a reason, a return's or a claim's note); an edit's is filtered. */
    private const FREE_TEXT_EVENTS = ['note', 'status', 'revert', 'return', 'warranty'];

    /**
     * The orders' own text, the timeline's free text, the mails' addresses, returns, claims, refunds, payments,
     * invoices and promo counters of the orders.
     *
     * @param  list<int>  $ids
     * @param  list<string>  $phones
     * @param  list<string>  $emails
     */
    public function orders(array $ids, string $marker, array $phones, array $emails): void
    {
        $quoted = DB::getPdo()->quote($marker);
        DB::table('orders')->whereIn('id', $ids)->update([
            'name' => $marker, 'phone' => $marker, 'email' => null, 'address' => DB::raw('case when address is null then null else '.$quoted.' end'),
            'comment' => null, 'call_note' => null, 'cancel_reason' => null, 'guest_id' => null, 'user_id' => null, 'updated_at' => now(),
        ]);
        DB::table('order_returns')->whereIn('order_id', $ids)->update(['address' => null, 'details' => null, 'decision_note' => null]);
        DB::table('warranty_claims')->whereIn('order_id', $ids)->update(['description' => $marker, 'note' => null]);
        DB::table('refunds')->whereIn('order_id', $ids)->update(['iban' => null, 'note' => null]);

        DB::table('order_events')->whereIn('order_id', $ids)->whereIn('type', self::FREE_TEXT_EVENTS)->whereNotNull('body')->update(['body' => null]);
        $this->editedEvents($ids);

        // The customer's mails not sent yet are not sent; those sent keep their row (so none goes twice) without the address.
        DB::table('order_mails')->whereIn('order_id', $ids)->whereNull('sent_at')->where('type', '!=', OrderMailOutbox::FOR_SHOP)->delete();
        DB::table('order_mails')->whereIn('order_id', $ids)
            ->where(static fn ($query) => $query->where('type', '!=', OrderMailOutbox::FOR_SHOP)->orWhereIn('recipient', $emails === [] ? [''] : $emails))
            ->update(['recipient' => $marker]);

        // A MIA payment's message is the payer's name as the bank gives it; callbacks and refund answers are the
        // provider's raw words. The amounts, references, masked card and dates stay.
        $payments = DB::table('payments')->whereIn('order_id', $ids)->pluck('id')->all();
        DB::table('payments')->whereIn('id', $payments)->update(['status_message' => null]);
        DB::table('payment_callbacks')->whereIn('payment_id', $payments)->update(['body' => $marker]);
        DB::table('payment_refunds')->whereIn('order_id', $ids)->update(['provider_answer' => null]);

        $this->invoices($ids, $marker);
        $this->promoKeys($ids, $phones, $emails);
        DB::table('one_click_holds')->whereIn('order_id', $ids)->delete();
    }

    /**
     * The person's rows found by their phone or e-mail: alerts, the newsletter, review invitations' opt-out, password
     * links, one-click holds, credit requests, contact messages and job applications (whose CV files are returned, to be
     * deleted once the transaction commits).
     *
     * @param  list<string>  $phones
     * @param  list<string>  $emails
     * @return array{subjects: array<string, list<int>>, cv_paths: list<string>}
     */
    public function contacts(array $phones, array $emails): array
    {
        $phones = $phones === [] ? [''] : $phones;
        $emails = $emails === [] ? [''] : $emails;
        $byContact = static fn (string $table) => DB::table($table)->where(static fn ($query) => $query->whereIn('email', $emails)->orWhereIn('phone', $phones));

        $subjects = [
            'NewsletterSubscription' => DB::table('newsletter_subscriptions')->whereIn('email', $emails)->pluck('id')->all(),
            'CreditRequest' => $byContact('credit_requests')->pluck('id')->all(),
            'ContactMessage' => $byContact('contact_messages')->pluck('id')->all(),
            'JobApplication' => $byContact('job_applications')->pluck('id')->all(),
        ];
        $cvPaths = DB::table('job_applications')->whereIn('id', $subjects['JobApplication'])->pluck('cv_path')->filter()->values()->all();

        DB::table('stock_alerts')->whereIn('email', $emails)->delete();
        DB::table('newsletter_subscriptions')->whereIn('id', $subjects['NewsletterSubscription'])->delete();
        DB::table('review_invitation_optouts')->whereIn('email', $emails)->delete();
        DB::table('password_reset_tokens')->whereIn('email', $emails)->delete();
        DB::table('one_click_holds')->whereIn('phone', $phones)->delete();
        DB::table('credit_requests')->whereIn('id', $subjects['CreditRequest'])->delete();
        DB::table('contact_messages')->whereIn('id', $subjects['ContactMessage'])->delete();
        DB::table('job_applications')->whereIn('id', $subjects['JobApplication'])->delete();

        /** @var list<string> $cvPaths */
        return ['subjects' => array_map(static fn (array $ids): array => array_values(array_map('intval', $ids)), $subjects), 'cv_paths' => array_map('strval', $cvPaths)];
    }

    /**
     * What a guest's browser left under the guest ids the orders were placed with: cart, favourites and compare list,
     * recently viewed products.
     *
     * @param  list<string>  $guestIds
     */
    public function guests(array $guestIds): void
    {
        if ($guestIds === []) {
            return;
        }
        DB::table('carts')->whereIn('guest_id', $guestIds)->delete();
        DB::table('saved_products')->whereIn('guest_id', $guestIds)->delete();
        DB::table('recently_viewed_products')->whereIn('viewer_id', $guestIds)->delete();
    }

    /**
     * The audit log: entries about the person's orders, customer row, reviews and inbox rows keep who acted, when and
     * what moved, their personal values become the marker; entries the person made themselves (a return asked for
     * from their account or the order's link) lose the e-mail and address they came from; and an entry without a
     * subject (an export's filters) that quotes their e-mail or phone has it replaced. The log is append-only: each
     * entry rewritten is first named in `audit_log_redactions`, the one exception its triggers allow.
     *
     * @param  array<string, array<int, int>>  $subjects  ids by subject type (class basename, as the log stores it)
     * @param  int|null  $userId  the person's account, when it goes (before it does: the log's link to it is then cut)
     * @param  list<string>  $phones
     * @param  list<string>  $emails
     */
    public function auditLog(array $subjects, ?int $userId, string $marker, array $phones, array $emails): void
    {
        /** @var array<int, array<string, string|null>> $changes by entry id */
        $changes = [];
        $change = static function (int $id, array $values) use (&$changes): void {
            $changes[$id] = [...($changes[$id] ?? []), ...$values];
        };

        // An account deleted earlier left its e-mail on what it did; a staff member's own e-mail is never taken for theirs.
        $staffEmails = DB::table('users')->whereNotNull('role')->whereIn('email', $emails === [] ? [''] : $emails)->pluck('email')->all();
        $actorEmails = array_values(array_diff($emails, $staffEmails));
        DB::table('audit_log')->where(static fn ($query) => $query->whereIn('user_email', $actorEmails === [] ? [''] : $actorEmails)
            ->when($userId !== null, static fn ($query) => $query->orWhere('user_id', $userId)))
            ->pluck('id')->each(static fn (mixed $id) => $change((int) $id, ['user_email' => $marker, 'ip' => null]));
        foreach (array_chunk($subjects['Order'] ?? [], 500) as $chunk) {
            // Nobody signed in: the person through the order's link.
            DB::table('audit_log')->where('subject_type', 'Order')->whereIn('subject_id', array_map('strval', $chunk))
                ->whereNull('user_id')->whereNull('user_email')->whereNotNull('ip')
                ->pluck('id')->each(static fn (mixed $id) => $change((int) $id, ['ip' => null]));
        }

        foreach ($subjects as $type => $ids) {
            foreach (array_chunk($ids, 500) as $chunk) {
                DB::table('audit_log')->where('subject_type', $type)->whereIn('subject_id', array_map('strval', $chunk))
                    ->where(static fn ($query) => $query->whereNotNull('before')->orWhereNotNull('after'))
                    ->orderBy('id')->get(['id', 'before', 'after'])
                    ->each(fn (stdClass $row) => $change((int) $row->id, $this->rewritten($row, fn (mixed $values): mixed => $this->scrub($values, $marker))));
            }
        }

        $needles = array_values(array_filter([...$emails, ...$phones], static fn (string $needle): bool => $needle !== ''));
        if ($needles !== []) {
            // MySQL and MariaDB cast to CHAR; PostgreSQL and SQLite to TEXT.
            $as = in_array(DB::getDriverName(), ['mysql', 'mariadb'], true) ? 'char' : 'text';
            $text = 'lower(cast('.DB::getQueryGrammar()->wrap('after').' as '.$as.'))';
            DB::table('audit_log')->whereNull('subject_type')->whereNotNull('after')
                ->where(static function ($query) use ($needles, $text): void {
                    foreach ($needles as $needle) {
                        $query->orWhereRaw($text.' like ?', ['%'.mb_strtolower($needle).'%']);
                    }
                })
                ->orderBy('id')->get(['id', 'before', 'after'])
                ->each(fn (stdClass $row) => $change((int) $row->id, $this->rewritten($row, fn (mixed $values): mixed => $this->replace($values, $needles, $marker))));
        }

        foreach (array_chunk(array_keys($changes), 500) as $ids) {
            DB::table('audit_log_redactions')->insertOrIgnore(array_map(static fn (int $id): array => ['entry_id' => $id, 'reason' => 'customer.erase', 'created_at' => now()], $ids));
        }
        foreach ($changes as $id => $values) {
            DB::table('audit_log')->where('id', $id)->update($values);
        }
    }

    /**
     * Queued and failed jobs that carry one of the person's e-mails or phones (a mail waiting to go to them): removed,
     * unless a worker holds the job right now.
     *
     * @param  list<string>  $phones
     * @param  list<string>  $emails
     */
    public function jobs(array $phones, array $emails): void
    {
        $needles = array_values(array_filter([...$emails, ...$phones], static fn (string $needle): bool => $needle !== ''));
        if ($needles === []) {
            return;
        }
        $mentions = static function ($query) use ($needles): void {
            foreach ($needles as $needle) {
                $query->orWhere('payload', 'like', '%'.$needle.'%');
            }
        };
        DB::table('jobs')->whereNull('reserved_at')->where($mentions)->delete();
        DB::table('failed_jobs')->where($mentions)->delete();
    }

    /**
     * An edit's timeline row says "Label: old → new" per field: the lines of fields that never name the person stay,
     * the others (the address) go. A label matched in either language, whatever the staff member's was.
     *
     * @param  list<int>  $ids
     */
    private function editedEvents(array $ids): void
    {
        $kept = [];
        foreach (Locales::all() as $locale) {
            foreach (self::EDIT_FIELDS_KEPT as $field) {
                $kept[] = Text::get('admin.order_edit.fields.'.$field, [], $locale).': ';
            }
        }
        DB::table('order_events')->whereIn('order_id', $ids)->where('type', 'edited')->whereNotNull('body')->orderBy('id')->get(['id', 'body'])
            ->each(static function (object $event) use ($kept): void {
                $lines = array_filter(explode("\n", (string) $event->body), static function (string $line) use ($kept): bool {
                    foreach ($kept as $label) {
                        if (str_starts_with($line, $label)) {
                            return true;
                        }
                    }

                    return false;
                });
                DB::table('order_events')->where('id', $event->id)->update(['body' => $lines === [] ? null : implode("\n", $lines)]);
            });
    }

    /**
     * An invoice stays as issued for the company buyer (name, IDNO, lines, VAT, totals); the contact person's phone and
     * the delivery address printed on it become the marker.
     *
     * @param  list<int>  $ids
     */
    private function invoices(array $ids, string $marker): void
    {
        /** @var list<Invoice> $invoices */
        $invoices = Invoice::query()->whereIn('order_id', $ids)->get()->all();
        foreach ($invoices as $invoice) {
            $contents = $invoice->contents;
            if (! is_array($contents) || ! is_array($contents['buyer'] ?? null)) {
                continue;
            }
            foreach (['phone', 'address'] as $field) {
                if (($contents['buyer'][$field] ?? null) !== null && $contents['buyer'][$field] !== '') {
                    $contents['buyer'][$field] = $marker;
                }
            }
            $invoice->forceFill(['contents' => $contents])->save();
        }
    }

    /**
     * A promo's per-customer counters are kept under `p:{phone}` and `e:{e-mail}` (App\Services\Promos\PromoRules):
     * the person's go, and the orders' uses forget those keys (the account's `u:{id}` names nobody).
     *
     * @param  list<int>  $ids
     * @param  list<string>  $phones
     * @param  list<string>  $emails
     */
    private function promoKeys(array $ids, array $phones, array $emails): void
    {
        DB::table('promo_uses')->whereIn('order_id', $ids)->whereNotNull('customer_keys')->get(['id', 'customer_keys'])
            ->each(static function (object $use): void {
                $keys = json_decode((string) $use->customer_keys, true);
                $kept = array_values(array_filter(is_array($keys) ? $keys : [], static fn (mixed $key): bool => is_string($key) && str_starts_with($key, 'u:')));
                DB::table('promo_uses')->where('id', $use->id)->update(['customer_keys' => json_encode($kept, JSON_THROW_ON_ERROR)]);
            });
        $keys = [...array_map(static fn (string $phone): string => 'p:'.$phone, $phones), ...array_map(static fn (string $email): string => 'e:'.$email, $emails)];
        if ($keys !== []) {
            DB::table('promo_customer_uses')->whereIn('customer_key', $keys)->delete();
        }
    }

    /**
     * The entry's values before and after, changed.
     *
     * @param  stdClass  $row  the entry's id, before and after
     * @param  callable(mixed): mixed  $change
     * @return array<string, string|null>
     */
    private function rewritten(stdClass $row, callable $change): array
    {
        $values = [];
        foreach (['before', 'after'] as $column) {
            $decoded = is_string($row->{$column}) ? json_decode($row->{$column}, true) : null;
            $values[$column] = $decoded === null ? null : json_encode($change($decoded), JSON_THROW_ON_ERROR | JSON_UNESCAPED_UNICODE);
        }

        return $values;
    }

    private function scrub(mixed $values, string $marker): mixed
    {
        if (! is_array($values)) {
            return $values;
        }
        foreach ($values as $key => $value) {
            $values[$key] = is_string($key) && in_array($key, self::PERSONAL_AUDIT_KEYS, true) && $value !== null && $value !== ''
                ? $marker
                : $this->scrub($value, $marker);
        }

        return $values;
    }

    /** @param  list<string>  $needles */
    private function replace(mixed $values, array $needles, string $marker): mixed
    {
        if (is_string($values)) {
            return str_ireplace($needles, $marker, $values);
        }
        if (! is_array($values)) {
            return $values;
        }

        return array_map(fn (mixed $value): mixed => $this->replace($value, $needles, $marker), $values);
    }
}

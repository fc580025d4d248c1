<?php

declare(strict_types=1);

namespace App\Services\Privacy;

use App\Models\Order;
use App\Services\CatalogImport\PendingImports;
use Carbon\CarbonInterface;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;
use Illuminate\Support\Facades\Storage;

/**
 * What `shop:prune` removes, kind by kind, after the periods in config/privacy.php: personal data the shop no longer
 * needs (contact messages, credit requests, job applications with their CV files, idle guests' carts and lists, old guests' recently viewed products) and
 * leftovers that only grow (expired API tokens and password reset links, old failed jobs, expired cache rows such as
 * rate-limit counters, sent order mails). Every step is a plain DELETE by age, safe to run again at any time.
 */
final class ShopPruner
{
    /**
     * @return array<string, int> rows (or files) removed, by kind
     */
    public function prune(): array
    {
        return [
            'guest carts' => $this->guestCarts(),
            'guest saved products' => $this->guestSavedProducts(),
            // A guest's views older than the period; an account's list is kept with the account (at most RecordView::KEEP).
            'guest recently viewed products' => DB::table('recently_viewed_products')->whereNotNull('viewer_id')->where('viewed_at', '<', $this->cutoff('guest_data_days'))->delete(),
            // A guest's alert whose link was never opened, and a stock alert mailed long enough ago (it is done).
            'unconfirmed stock alerts' => DB::table('stock_alerts')->whereNull('confirmed_at')->where('created_at', '<', $this->cutoff('stock_alerts_unconfirmed_days'))->delete(),
            'sent stock alerts' => DB::table('stock_alerts')->where('kind', 'stock')->whereNotNull('sent_at')->where('sent_at', '<', $this->cutoff('stock_alerts_sent_days'))->delete(),
            'expired API tokens' => DB::table('personal_access_tokens')->where('expires_at', '<', now())->delete(),
            'expired password reset links' => $this->passwordResets('users'),
            'expired staff password links' => $this->passwordResets('staff'),
            'old failed jobs' => DB::table('failed_jobs')->where('failed_at', '<', $this->cutoff('failed_jobs_days'))->delete(),
            'expired cache entries' => $this->expiredCache(),
            'sent order mails' => DB::table('order_mails')->whereNotNull('sent_at')->where('sent_at', '<', $this->cutoff('sent_order_mails_days'))->delete(),
            'stale one-click holds' => DB::table('one_click_holds')->whereIn('order_id', DB::table('orders')->select('id')->where('status', '!=', Order::STATUS_NEW))->delete(),
            'contact messages' => DB::table('contact_messages')->where('created_at', '<', $this->cutoff('contact_messages_days'))->delete(),
            'credit requests' => DB::table('credit_requests')->where('created_at', '<', $this->cutoff('credit_requests_days'))->delete(),
            'job applications' => $this->jobApplications(),
            'catalogue CSVs not applied' => app(PendingImports::class)->prune(),
        ];
    }

    private function cutoff(string $setting): CarbonInterface
    {
        return now()->subDays(max(1, config()->integer('privacy.'.$setting)));
    }

    /** A guest's cart with no change (the cart or any line) within the period; its lines go with it. */
    private function guestCarts(): int
    {
        $cutoff = $this->cutoff('guest_data_days');
        $idle = DB::table('carts')->whereNotNull('guest_id')->where('updated_at', '<', $cutoff)
            ->whereNotExists(static fn ($query) => $query->from('cart_items')->whereColumn('cart_items.cart_id', 'carts.id')->where('cart_items.updated_at', '>=', $cutoff));
        $removed = 0;
        foreach ($idle->orderBy('id')->pluck('id')->chunk(500) as $ids) {
            DB::table('cart_items')->whereIn('cart_id', $ids->all())->delete();
            // Checked again in the DELETE: a line added meanwhile keeps its cart.
            $removed += DB::table('carts')->whereIn('id', $ids->all())->where('updated_at', '<', $cutoff)->delete();
        }

        return $removed;
    }

    /** Favourites and compare rows of guests who added nothing within the period. */
    private function guestSavedProducts(): int
    {
        $cutoff = $this->cutoff('guest_data_days');
        $idleGuests = DB::table('saved_products')->whereNotNull('guest_id')->groupBy('guest_id')
            ->havingRaw('MAX(created_at) < ?', [$cutoff->toDateTimeString()])->pluck('guest_id');
        $removed = 0;
        foreach ($idleGuests->chunk(500) as $guests) {
            $removed += DB::table('saved_products')->whereIn('guest_id', $guests->all())->where('created_at', '<', $cutoff)->delete();
        }

        return $removed;
    }

    /** Links of a password broker (`users`: resets; `staff`: a new staff member's first password) past their expiry. */
    private function passwordResets(string $broker): int
    {
        $minutes = config()->integer('auth.passwords.'.$broker.'.expire', 60);

        return DB::table(config()->string('auth.passwords.'.$broker.'.table', 'password_reset_tokens'))
            ->where('created_at', '<', now()->subMinutes($minutes))->delete();
    }

    /** Expired rows of the database cache store (rate-limit counters among them): the store never deletes them itself. */
    private function expiredCache(): int
    {
        $removed = 0;
        foreach (['cache', 'cache_locks'] as $table) {
            if (Schema::hasTable($table)) {
                $removed += DB::table($table)->where('expiration', '<', now()->getTimestamp())->delete();
            }
        }

        return $removed;
    }

    /** The application rows and their CV files on the private `applications` disk. */
    private function jobApplications(): int
    {
        $disk = Storage::disk('applications');
        $removed = 0;
        DB::table('job_applications')->where('created_at', '<', $this->cutoff('job_applications_days'))->orderBy('id')
            ->select(['id', 'cv_path'])->chunkById(200, function ($rows) use ($disk, &$removed): void {
                foreach ($rows as $row) {
                    // The file first: if its deletion fails the row stays, and the next run tries again.
                    if ($disk->exists((string) $row->cv_path)) {
                        $disk->delete((string) $row->cv_path);
                    }
                    $removed += DB::table('job_applications')->where('id', $row->id)->delete();
                }
            });

        return $removed;
    }
}

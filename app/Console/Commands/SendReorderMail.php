<?php

declare(strict_types=1);

namespace App\Console\Commands;

use App\Enums\StaffRole;
use App\Mail\Stock\ReorderMail;
use App\Models\User;
use App\Queries\Admin\LowStockProducts;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\App;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Mail;

/**
 * Scheduled daily (routes/console.php): mails the warehouse every product at or below its reorder level (the
 * dashboard's low-stock list, all of it) — to `stock.reorder_mail` when set, else to each active warehouse staff
 * member in their language. Nothing is sent on a day nothing is low. Once per day however many servers or runs:
 * the day is claimed with Cache::add in the shared cache store first, and only the run that added it sends.
 */
final class SendReorderMail extends Command
{
    protected $signature = 'stock:reorder-mail';

    protected $description = 'Mail the warehouse the products at or below their reorder level (once a day)';

    public function handle(LowStockProducts $lowStock): int
    {
        $day = now()->toDateString();
        if (! Cache::add('stock:reorder-mail:'.$day, true, now()->addDays(2))) {
            $this->info('Already sent today.');

            return self::SUCCESS;
        }
        // The list in each recipient's language (the products' names are read in it).
        $lists = [];
        $list = static function (string $locale) use ($lowStock, &$lists): array {
            if (! isset($lists[$locale])) {
                $was = App::getLocale();
                App::setLocale($locale);
                $lists[$locale] = array_map(
                    static fn (array $product): array => ['id' => $product['id'], 'name' => $product['name'], 'sku' => $product['sku'], 'stock' => $product['stock'], 'level' => $product['level']],
                    $lowStock->handle(null)['products'],
                );
                App::setLocale($was);
            }

            return $lists[$locale];
        };
        $products = $list(config()->string('app.locale'));
        if ($products === []) {
            $this->info('Nothing is below its reorder level.');

            return self::SUCCESS;
        }
        $sent = 0;
        $addresses = (array) config('stock.reorder_mail', []);
        if ($addresses !== []) {
            foreach ($addresses as $address) {
                Mail::to((string) $address)->locale(config()->string('app.locale'))->queue(new ReorderMail($products, $day));
                $sent++;
            }
        } else {
            /** @var list<User> $keepers */
            $keepers = User::query()->where('role', StaffRole::Warehouse->value)->whereNull('disabled_at')->orderBy('id')->get()->all();
            foreach ($keepers as $keeper) {
                Mail::to($keeper)->queue(new ReorderMail($list($keeper->preferredLocale()), $day));
                $sent++;
            }
        }
        $this->info(sprintf('Sent the reorder list of %d products to %d recipients.', count($products), $sent));

        return self::SUCCESS;
    }
}

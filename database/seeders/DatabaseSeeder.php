<?php

declare(strict_types=1);

namespace Database\Seeders;

use Illuminate\Database\Seeder;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;

final class DatabaseSeeder extends Seeder
{
    public function run(): void
    {
        $this->call([DemoCatalogSeeder::class, DemoCreditSeeder::class]);
        $this->call(DemoPromotionSeeder::class);
        $this->call(DemoMarketingSeeder::class);
        $this->call(DemoPromoCodeSeeder::class);
        $this->call([DemoContentSeeder::class, DemoCompanySeeder::class]);
        // Staff with known passwords, only on a developer's machine (APP_ENV=local on a local APP_URL).
        if (DemoStaffSeeder::allowedHere()) {
            $this->call(DemoStaffSeeder::class);
        }
        // Months of orders, returns and cost prices for the dashboard, reports and customers: a developer's machine only.
        if (DemoHistorySeeder::allowedHere()) {
            $this->call(DemoHistorySeeder::class);
        }
        Artisan::call('search:reindex');
        // Statistics for the query planner (SQLite and PostgreSQL both read them; the listing indexes depend on it).
        if (in_array(DB::connection()->getDriverName(), ['sqlite', 'pgsql'], true)) {
            DB::statement('ANALYZE');
        }
    }
}

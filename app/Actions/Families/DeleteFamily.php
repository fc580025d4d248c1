<?php

declare(strict_types=1);

namespace App\Actions\Families;

use App\Actions\Reviews\RecountRating;
use App\Infrastructure\Database\WriteTransaction;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Services\Audit\AuditLog;
use App\Services\Families\FamilyWriter;
use App\Services\Products\RefreshCatalogue;
use Illuminate\Support\Facades\DB;

/**
 * Deletes a family: its variants stay, each a product of its own again (listed for itself, its name, prices, stock
 * and pictures as they are), in one transaction with the `family.delete` entry naming their SKUs.
 */
final readonly class DeleteFamily
{
    public function __construct(private FamilyWriter $writer, private RefreshCatalogue $refresh, private RecountRating $ratings)
    {
    }

    public function handle(StaffActor $actor, ProductFamily $family): void
    {
        $ids = WriteTransaction::run(function () use ($actor, $family): array {
            $family = $this->writer->lock($family);
            $variants = Product::query()->where('family_id', $family->id)->orderBy('id')->pluck('sku', 'id');
            AuditLog::record($actor, 'family.delete', $family, [...$this->writer->snapshot($family), 'skus' => array_values($variants->all())], [], $family->name['ro'] ?? null);
            DB::table('products')->where('family_id', $family->id)->update(['family_id' => null, 'is_listed' => true, 'updated_at' => now()]);
            $family->delete();

            return array_values(array_map('intval', $variants->keys()->all()));
        });

        // Its reviews' rating is its family's now (or its own again).
        $this->ratings->products($ids);
        $this->refresh->products($ids);
    }
}

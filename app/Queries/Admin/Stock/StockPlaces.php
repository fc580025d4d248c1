<?php

declare(strict_types=1);

namespace App\Queries\Admin\Stock;

use App\Models\Store;

/** Every store and warehouse, in their order, for the documents' pickers and lists. */
final class StockPlaces
{
    /**
     * @return list<array{id: int, name: string, kind: string}>
     */
    public function all(): array
    {
        /** @var list<Store> $stores */
        $stores = Store::query()->orderBy('sorted')->orderBy('id')->get()->all();

        return array_map(static fn (Store $store): array => ['id' => $store->id, 'name' => $store->translate('name'), 'kind' => $store->kind->value], $stores);
    }

    /**
     * @return array<int, string> names by id
     */
    public function names(): array
    {
        return array_column($this->all(), 'name', 'id');
    }
}

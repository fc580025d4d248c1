<?php

declare(strict_types=1);

namespace App\Queries\Admin\Stock;

use App\Enums\GoodsReceiptStatus;
use App\Enums\StockTransferStatus;
use App\Infrastructure\Locale\Locales;
use App\Models\GoodsReceipt;
use App\Models\Product;
use App\Models\StockTransfer;
use App\Support\Text;
use Illuminate\Support\Facades\DB;

/**
 * The back office's goods receipts and transfers: lists (newest first, 25 a page, by status) and one document with
 * its lines, its places and the people who took each step. A few queries a page, whatever its length.
 */
final readonly class StockDocumentLists
{
    public function __construct(private StockPlaces $places)
    {
    }

    /**
     * @return array{rows: list<array<string, mixed>>, pagination: array{current: int, last: int, total: int, next: string|null, previous: string|null}}
     */
    public function receipts(?GoodsReceiptStatus $status): array
    {
        $page = GoodsReceipt::query()->when($status !== null, static fn ($query) => $query->where('status', $status?->value))
            ->withCount('lines')->withSum('lines', 'quantity')
            ->orderByDesc('id')->paginate(25)->withQueryString();
        $names = $this->places->names();
        $rows = array_map(static fn (GoodsReceipt $receipt): array => [
            'id' => $receipt->id, 'number' => $receipt->number(), 'supplier' => $receipt->supplier, 'supplier_document' => $receipt->supplier_document,
            'place' => $names[$receipt->store_id] ?? '', 'status' => $receipt->status->value,
            'lines' => (int) $receipt->getAttribute('lines_count'), 'units' => (int) $receipt->getAttribute('lines_sum_quantity'),
            'created_at' => $receipt->created_at->toIso8601String(), 'received_at' => $receipt->received_at?->toIso8601String(),
        ], array_values($page->items()));

        return ['rows' => $rows, 'pagination' => self::pagination($page)];
    }

    /**
     * @return array{rows: list<array<string, mixed>>, pagination: array{current: int, last: int, total: int, next: string|null, previous: string|null}}
     */
    public function transfers(?StockTransferStatus $status): array
    {
        $page = StockTransfer::query()->when($status !== null, static fn ($query) => $query->where('status', $status?->value))
            ->withCount('lines')->withSum('lines', 'quantity')
            ->orderByDesc('id')->paginate(25)->withQueryString();
        $names = $this->places->names();
        $rows = array_map(static fn (StockTransfer $transfer): array => [
            'id' => $transfer->id, 'number' => $transfer->number(), 'from' => $names[$transfer->from_store_id] ?? '', 'to' => $names[$transfer->to_store_id] ?? '',
            'status' => $transfer->status->value, 'lines' => (int) $transfer->getAttribute('lines_count'), 'units' => (int) $transfer->getAttribute('lines_sum_quantity'),
            'created_at' => $transfer->created_at->toIso8601String(), 'sent_at' => $transfer->sent_at?->toIso8601String(), 'received_at' => $transfer->received_at?->toIso8601String(),
        ], array_values($page->items()));

        return ['rows' => $rows, 'pagination' => self::pagination($page)];
    }

    /**
     * @return array<string, mixed>
     */
    public function receipt(GoodsReceipt $receipt): array
    {
        $receipt->load('lines.product');
        $people = $this->people([$receipt->created_by, $receipt->getAttribute('received_by')]);

        return [
            'id' => $receipt->id, 'number' => $receipt->number(), 'supplier' => $receipt->supplier, 'supplier_document' => $receipt->supplier_document,
            'store_id' => $receipt->store_id, 'note' => $receipt->note, 'status' => $receipt->status->value,
            'created_at' => $receipt->created_at->toIso8601String(), 'created_by' => $people[(int) $receipt->created_by] ?? null,
            'received_at' => $receipt->received_at?->toIso8601String(), 'received_by' => $people[(int) $receipt->getAttribute('received_by')] ?? null,
            'lines' => array_values($receipt->lines->map(static fn ($line): array => [
                ...self::product($line->product), 'quantity' => $line->quantity, 'unit_cost' => $line->unit_cost,
            ])->all()),
            'movements' => $this->movements('receipt', $receipt->id),
        ];
    }

    /**
     * @return array<string, mixed>
     */
    public function transfer(StockTransfer $transfer): array
    {
        $transfer->load('lines.product');
        $people = $this->people([$transfer->created_by, $transfer->getAttribute('sent_by'), $transfer->getAttribute('received_by')]);

        return [
            'id' => $transfer->id, 'number' => $transfer->number(), 'from_store_id' => $transfer->from_store_id, 'to_store_id' => $transfer->to_store_id,
            'note' => $transfer->note, 'status' => $transfer->status->value,
            'created_at' => $transfer->created_at->toIso8601String(), 'created_by' => $people[(int) $transfer->created_by] ?? null,
            'sent_at' => $transfer->sent_at?->toIso8601String(), 'sent_by' => $people[(int) $transfer->getAttribute('sent_by')] ?? null,
            'received_at' => $transfer->received_at?->toIso8601String(), 'received_by' => $people[(int) $transfer->getAttribute('received_by')] ?? null,
            'cancelled_at' => $transfer->cancelled_at?->toIso8601String(),
            'lines' => array_values($transfer->lines->map(static fn ($line): array => [...self::product($line->product), 'quantity' => $line->quantity])->all()),
            'movements' => $this->movements('transfer', $transfer->id),
        ];
    }

    /**
     * A document's movements, oldest first.
     *
     * @return list<array{id: int, date: string, place: string, quantity: int, reason: string, product: string, sku: string}>
     */
    private function movements(string $type, int $id): array
    {
        $names = $this->places->names();

        return array_values(DB::table('stock_movements')->join('products', 'products.id', '=', 'stock_movements.product_id')
            ->where('reference_type', $type)->where('reference_id', $id)->orderBy('stock_movements.id')
            ->get(['stock_movements.id', 'stock_movements.created_at', 'stock_movements.store_id', 'stock_movements.quantity', 'stock_movements.reason', 'products.sku', 'products.name'])
            ->map(static fn (object $row): array => [
                'id' => (int) $row->id, 'date' => \Illuminate\Support\Carbon::parse((string) $row->created_at)->toIso8601String(), 'place' => $names[(int) $row->store_id] ?? '',
                'quantity' => (int) $row->quantity, 'reason' => Text::get('admin.stock_movements.reasons.'.$row->reason),
                'product' => Locales::pick(self::decoded($row->name)), 'sku' => (string) $row->sku,
            ])->all());
    }

    /**
     * @return array<string, string>|null
     */
    public static function decoded(mixed $json): ?array
    {
        $values = is_string($json) ? json_decode($json, true) : null;

        if (! is_array($values)) {
            return null;
        }
        $texts = [];
        foreach ($values as $locale => $text) {
            if (is_string($text)) {
                $texts[(string) $locale] = $text;
            }
        }

        return $texts;
    }

    /**
     * @return array{product_id: int, name: string, sku: string, stock: int}
     */
    private static function product(Product $product): array
    {
        return ['product_id' => $product->id, 'name' => $product->translate('name'), 'sku' => $product->sku, 'stock' => $product->stock_total];
    }

    /**
     * @param  list<mixed>  $ids
     * @return array<int, string>
     */
    private function people(array $ids): array
    {
        $ids = array_values(array_filter(array_map(static fn (mixed $id): int => is_numeric($id) ? (int) $id : 0, $ids), static fn (int $id): bool => $id > 0));

        return $ids === [] ? [] : DB::table('users')->whereIn('id', $ids)->pluck('name', 'id')->map(static fn (mixed $name): string => (string) $name)->all();
    }

    /**
     * @param  \Illuminate\Pagination\LengthAwarePaginator<int, \Illuminate\Database\Eloquent\Model>  $page
     * @return array{current: int, last: int, total: int, next: string|null, previous: string|null}
     */
    private static function pagination(\Illuminate\Pagination\LengthAwarePaginator $page): array
    {
        return ['current' => $page->currentPage(), 'last' => $page->lastPage(), 'total' => $page->total(), 'next' => $page->nextPageUrl(), 'previous' => $page->previousPageUrl()];
    }
}

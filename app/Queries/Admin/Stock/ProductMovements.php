<?php

declare(strict_types=1);

namespace App\Queries\Admin\Stock;

use App\Enums\StockMovementReason;
use App\Support\Text;
use Illuminate\Support\Facades\DB;

/**
 * A product's movement history for the back office, newest first, 25 a page (the `miscari` query parameter): date,
 * place, signed units, reason, the document behind it (a link where the back office has a page for it) and who.
 * Reads the (product_id, created_at, id) index; one query a page plus the page count.
 */
final readonly class ProductMovements
{
    public const PER_PAGE = 25;

    public function __construct(private StockPlaces $places)
    {
    }

    /**
     * @return array{rows: list<array{id: int, date: string, place: string|null, quantity: int, reason: string, reference: array{label: string, href: string|null}|null, who: string|null}>, pagination: array{current: int, last: int, total: int, next: string|null, previous: string|null}}
     */
    public function page(int $productId): array
    {
        $page = DB::table('stock_movements')->leftJoin('users', 'users.id', '=', 'stock_movements.user_id')
            ->where('stock_movements.product_id', $productId)
            ->orderByDesc('stock_movements.created_at')->orderByDesc('stock_movements.id')
            ->select(['stock_movements.id', 'stock_movements.created_at', 'stock_movements.store_id', 'stock_movements.quantity', 'stock_movements.reason', 'stock_movements.reference_type', 'stock_movements.reference_id', 'users.name AS who'])
            ->paginate(self::PER_PAGE, pageName: 'miscari')->withQueryString();
        $orderIds = [];
        foreach ($page->items() as $row) {
            /** @var object{reference_type: string|null, reference_id: int|string|null} $row */
            if ($row->reference_type === 'order' && $row->reference_id !== null) {
                $orderIds[] = (int) $row->reference_id;
            }
        }
        $orders = $this->orderNumbers($orderIds);
        $names = $this->places->names();

        $rows = array_map(function (object $row) use ($names, $orders): array {
            /** @var object{id: int|string, created_at: string, store_id: int|string|null, quantity: int|string, reason: string, reference_type: string|null, reference_id: int|string|null, who: string|null} $row */
            $reason = StockMovementReason::tryFrom($row->reason);

            return [
                'id' => (int) $row->id,
                'date' => \Illuminate\Support\Carbon::parse($row->created_at)->toIso8601String(),
                'place' => $row->store_id === null ? null : ($names[(int) $row->store_id] ?? null),
                'quantity' => (int) $row->quantity,
                'reason' => $reason === null ? $row->reason : Text::get($reason->labelKey()),
                'reference' => $this->reference($row->reference_type, $row->reference_id === null ? null : (int) $row->reference_id, $orders),
                'who' => $row->who,
            ];
        }, $page->items());

        return [
            'rows' => array_values($rows),
            'pagination' => ['current' => $page->currentPage(), 'last' => $page->lastPage(), 'total' => $page->total(), 'next' => $page->nextPageUrl(), 'previous' => $page->previousPageUrl()],
        ];
    }

    /**
     * @param  array<int, string>  $orders  order numbers by id
     * @return array{label: string, href: string|null}|null
     */
    private function reference(?string $type, ?int $id, array $orders): ?array
    {
        return match (true) {
            $type === 'order' && $id !== null && isset($orders[$id]) => ['label' => $orders[$id], 'href' => route('admin.orders.show', ['order' => $orders[$id]])],
            $type === 'receipt' && $id !== null => ['label' => sprintf('R-%06d', $id), 'href' => route('admin.receipts.show', ['goodsReceipt' => $id])],
            $type === 'transfer' && $id !== null => ['label' => sprintf('T-%06d', $id), 'href' => route('admin.transfers.show', ['stockTransfer' => $id])],
            $type === 'return' && $id !== null => ['label' => Text::get('admin.stock_movements.return_ref', ['id' => (string) $id]), 'href' => null],
            $type === 'count' => ['label' => Text::get('admin.stock_movements.count_ref'), 'href' => null],
            $type === 'import' => ['label' => Text::get('admin.stock_movements.import_ref'), 'href' => null],
            default => null,
        };
    }

    /**
     * @param  list<int>  $ids
     * @return array<int, string>
     */
    private function orderNumbers(array $ids): array
    {
        // An order without a number yet (none is shown before it has one) gets no link.
        return $ids === [] ? [] : DB::table('orders')->whereIn('id', array_unique($ids))->whereNotNull('number')->where('number', '!=', '')
            ->pluck('number', 'id')->mapWithKeys(static fn (mixed $number, mixed $id): array => [(int) $id => (string) $number])->all();
    }
}

<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\AuditLog;

use App\Enums\StaffRole;
use App\Infrastructure\Security\StaffActor;
use App\Models\Order;
use App\Models\Product;
use App\Models\Store;
use App\Models\User;
use App\Services\Audit\AuditLog;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\Feature\Admin\Catalog\MakesCatalog;
use Tests\Support\Stores;
use Tests\TestCase;

/**
 * The audit log page in the owner's chosen language: each entry a sentence whose subject is the order's number or the
 * product's name, linked to its back-office page, with statuses, places, prices and switches in words; a deleted
 * product keeps the name recorded; the page's subjects and the places named in values are read in batches.
 */
final class AuditLogWordsTest extends TestCase
{
    use MakesCatalog;
    use RefreshDatabase;

    private User $owner;

    private Order $order;

    private Product $product;

    private Store $place;

    protected function setUp(): void
    {
        parent::setUp();
        $this->owner = User::factory()->staff(StaffRole::Owner)->createOne(['name' => 'Ana']);
        $this->place = Stores::centre();
        $this->order = Order::factory()->createOne();
        $this->product = $this->product($this->category('televizoare'), null, 'TV-55');
        $this->product->forceFill(['name' => ['ro' => 'Televizor Quorra 55', 'ru' => 'Телевизор Quorra 55']])->save();

        $actor = StaffActor::user($this->owner, '10.0.0.1');
        // As ChangeOrderStatus and UpdateProduct record them.
        AuditLog::record($actor, 'order.status', $this->order, ['status' => 'confirmed'], ['status' => 'packed', 'reason' => null, 'place_id' => $this->place->id], (string) $this->order->number);
        AuditLog::record($actor, 'product.update', $this->product, ['price' => 124990, 'is_active' => false], ['price' => 119900, 'is_active' => true], 'TV-55');
    }

    #[Test]
    public function romanian_reads_sentences_with_linked_subjects_and_values_in_words(): void
    {
        $this->actingAs($this->owner)->get('/admin/jurnal')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->component('admin/audit/index')
                ->where('entries.0.action_label', 'Produs modificat')
                ->where('entries.0.sentence', ['before' => 'Produsul ', 'after' => ' a fost modificat'])
                ->where('entries.0.subject', ['label' => 'Televizor Quorra 55', 'url' => route('admin.products.edit', ['product' => $this->product->id], false)])
                ->where('entries.0.details', [
                    ['label' => 'Prețul', 'before' => "1\u{a0}250\u{a0}lei", 'after' => "1\u{a0}199\u{a0}lei"],
                    ['label' => 'Activ', 'before' => 'Nu', 'after' => 'Da'],
                ])
                ->where('entries.1.sentence', ['before' => 'Starea comenzii ', 'after' => ' a fost schimbată'])
                ->where('entries.1.subject', ['label' => (string) $this->order->number, 'url' => route('admin.orders.show', ['order' => $this->order->number], false)])
                ->where('entries.1.details', [
                    ['label' => 'Starea', 'before' => 'Confirmată', 'after' => 'Ambalată'],
                    ['label' => 'Ambalată la', 'before' => null, 'after' => 'Magazinul Centru'],
                ])
                ->where('options.actions', [
                    ['value' => 'order.status', 'label' => 'Starea comenzii schimbată'],
                    ['value' => 'product.update', 'label' => 'Produs modificat'],
                ])
                ->etc());
    }

    #[Test]
    public function russian_staff_read_the_same_entries_in_russian(): void
    {
        $this->owner->forceFill(['locale' => 'ru'])->save();

        $this->actingAs($this->owner)->get('/admin/jurnal')->assertOk()
            ->assertInertia(fn (Assert $page) => $page
                ->where('entries.0.sentence', ['before' => 'Изменён товар ', 'after' => ''])
                ->where('entries.0.subject.label', 'Телевизор Quorra 55')
                ->where('entries.0.details.0', ['label' => 'Цена', 'before' => "1\u{a0}250\u{a0}лей", 'after' => "1\u{a0}199\u{a0}лей"])
                ->where('entries.0.details.1', ['label' => 'Активен', 'before' => 'Нет', 'after' => 'Да'])
                ->where('entries.1.details', [
                    ['label' => 'Статус', 'before' => 'Подтверждён', 'after' => 'Упакован'],
                    ['label' => 'Собран в', 'before' => null, 'after' => 'Магазин Центр'],
                ])
                ->where('options.actions.0.label', 'Статус заказа изменён')
                ->etc());
    }

    #[Test]
    public function a_deleted_subject_keeps_the_name_recorded_without_a_link(): void
    {
        $gone = $this->product($this->category('frigidere'), null, 'FR-1');
        AuditLog::record(StaffActor::user($this->owner), 'product.update', $gone, ['price' => 100], ['price' => 200], 'FR-1');
        DB::table('products')->where('id', $gone->id)->delete();

        $this->actingAs($this->owner)->get('/admin/jurnal')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->where('entries.0.subject', ['label' => 'FR-1', 'url' => null])->etc());
    }

    #[Test]
    public function subjects_and_places_are_read_once_for_the_whole_page(): void
    {
        $actor = StaffActor::user($this->owner);
        AuditLog::record($actor, 'product.update', $this->product, ['category_id' => null], ['category_id' => $this->product->category_id], 'TV-55');
        $few = $this->queriesForThePage();
        for ($i = 0; $i < 10; $i++) {
            $order = Order::factory()->createOne();
            AuditLog::record($actor, 'order.status', $order, ['status' => 'confirmed'], ['status' => 'packed', 'place_id' => $this->place->id], (string) $order->number);
            $product = $this->product($this->category('cat-'.$i), null, 'SKU-'.$i);
            AuditLog::record($actor, 'product.update', $product, ['category_id' => null], ['category_id' => $product->category_id], $product->sku);
        }

        $this->assertSame($few, $this->queriesForThePage());
    }

    private function queriesForThePage(): int
    {
        $this->actingAs($this->owner);
        DB::flushQueryLog();
        DB::enableQueryLog();
        $this->get('/admin/jurnal')->assertOk();
        $count = count(DB::getQueryLog());
        DB::disableQueryLog();

        return $count;
    }
}

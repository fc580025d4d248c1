<?php

declare(strict_types=1);

namespace Tests\Feature\Admin;

use App\Enums\StaffRole;
use App\Infrastructure\Security\StaffActor;
use App\Models\User;
use App\Services\Audit\AuditLog;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Owners read the audit log at /admin/jurnal: newest first, filtered by staff member, action, subject and days of the
 * shop's calendar, with each entry's before → after.
 */
final class AuditLogPageTest extends TestCase
{
    use RefreshDatabase;

    private User $owner;

    private User $manager;

    protected function setUp(): void
    {
        parent::setUp();
        config(['app.shop_timezone' => 'Europe/Chisinau']);
        $this->owner = User::factory()->staff(StaffRole::Owner)->createOne(['name' => 'Ana']);
        $this->manager = User::factory()->staff(StaffRole::Manager)->createOne(['name' => 'Mara', 'email' => 'mara_manager@example.md']);

        // 23:30 in Chișinău on 10 November is 21:30 UTC: the entry belongs to the shop's 10 November.
        $this->travelTo('2026-11-10 21:30:00');
        AuditLog::record(StaffActor::user($this->owner, '10.0.0.1'), 'staff.role', $this->manager, ['role' => 'editor'], ['role' => 'manager'], $this->manager->email);
        // 00:30 in Chișinău on 11 November.
        $this->travelTo('2026-11-10 22:30:00');
        AuditLog::record(StaffActor::user($this->manager, '10.0.0.2'), 'order.status', null, ['status' => 'new'], ['status' => 'confirmed'], 'ES-2611-000042');
        $this->travelBack();
    }

    #[Test]
    public function owners_see_every_entry_newest_first_with_who_and_what_changed(): void
    {
        $this->actingAs($this->owner)->get('/admin/jurnal')->assertOk()
            ->assertInertia(fn (Assert $page) => $page->component('admin/audit/index')
                ->where('total', 2)
                ->where('entries.0.action', 'order.status')
                ->where('entries.0.user_name', 'Mara')
                ->where('entries.0.ip', '10.0.0.2')
                ->where('entries.0.subject', ['label' => 'ES-2611-000042', 'url' => null])
                ->where('entries.0.details', [['label' => 'Starea', 'before' => 'Nouă', 'after' => 'Confirmată']])
                ->where('entries.1.action', 'staff.role')
                ->where('entries.1.at', '2026-11-10 23:30')
                ->etc());
    }

    /**
     * @return array<string, array{array<string, string|int>, list<string>}>
     */
    private function cases(): array
    {
        return [
            'by staff member' => [['user' => $this->owner->id], ['staff.role']],
            'by action' => [['action' => 'order.status'], ['order.status']],
            'by subject label' => [['subject' => '2611-0000'], ['order.status']],
            'by a subject label with an underscore typed' => [['subject' => 'mara_man'], ['staff.role']],
            'from a day of the shop\'s calendar' => [['from' => '2026-11-11'], ['order.status']],
            'until a day of the shop\'s calendar' => [['to' => '2026-11-10'], ['staff.role']],
            'both days' => [['from' => '2026-11-10', 'to' => '2026-11-11'], ['order.status', 'staff.role']],
        ];
    }

    #[Test]
    public function each_filter_narrows_the_list(): void
    {
        $this->actingAs($this->owner);
        foreach ($this->cases() as [$query, $actions]) {
            $this->get('/admin/jurnal?'.http_build_query($query))->assertOk()
                ->assertInertia(fn (Assert $page) => $page->where('entries', fn ($entries): bool => collect($entries)->pluck('action')->all() === $actions)->etc());
        }
    }

    #[Test]
    public function a_day_that_is_not_one_is_refused_and_managers_may_not_read_the_log(): void
    {
        $this->actingAs($this->owner)->getJson('/admin/jurnal?from=11.11.2026')->assertUnprocessable()->assertJsonValidationErrors('from');
        $this->actingAs($this->manager)->get('/admin/jurnal')->assertForbidden();
    }
}

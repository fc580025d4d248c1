<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Inbox;

use App\Enums\CreditRequestStatus;
use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\User;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** Credit requests in the back office: a tab per status, and the moves new → sent to the partner → approved / refused. */
final class CreditRequestsTest extends TestCase
{
    private function staff(StaffRole $role, string $locale = 'ro'): User
    {
        return User::factory()->staff($role)->createOne(['locale' => $locale]);
    }

    #[Test]
    public function the_list_shows_one_status_at_a_time_with_the_count_of_each(): void
    {
        $this->actingAs($this->staff(StaffRole::Owner));
        $first = InboxRecords::creditRequest(['name' => 'Ion Popa']);
        $second = InboxRecords::creditRequest(['name' => 'Vera Lungu', 'phone' => '+37369000111']);
        $sent = InboxRecords::creditRequest(['status' => 'sent_to_partner']);

        $this->get('/admin/cereri-credit')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/credit-requests/index')
            ->where('requests.0.id', $second->id)->where('requests.1.id', $first->id)->count('requests', 2)
            ->where('requests.0.phone', '069 00 01 11')->where('requests.0.status_label', 'Nouă')
            ->where('counts', ['new' => 2, 'sent_to_partner' => 1, 'approved' => 0, 'refused' => 0])
            ->where('filters', ['status' => 'new', 'q' => null])->etc());
        $this->get('/admin/cereri-credit?status=sent_to_partner')->assertInertia(fn (Assert $page) => $page
            ->where('requests.0.id', $sent->id)->count('requests', 1)->etc());
        $this->get('/admin/cereri-credit?q=069+000+111')->assertInertia(fn (Assert $page) => $page
            ->where('requests.0.id', $second->id)->count('requests', 1)->where('counts.new', 1)->etc());
    }

    #[Test]
    public function a_request_moves_along_its_workflow_with_a_note_audited(): void
    {
        $this->actingAs($this->staff(StaffRole::Manager));
        $request = InboxRecords::creditRequest();

        $this->get('/admin/cereri-credit/'.$request->id)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/credit-requests/show')
            ->where('moves', [['value' => 'sent_to_partner', 'label' => 'Trimisă partenerului'], ['value' => 'refused', 'label' => 'Refuzată']])->etc());

        $this->put('/admin/cereri-credit/'.$request->id.'/stare', ['status' => 'sent_to_partner', 'note' => ' Trimisă la bancă '])
            ->assertRedirect('/admin/cereri-credit/'.$request->id)->assertSessionHas('status', 'Starea cererii este salvată.');
        $this->assertSame(CreditRequestStatus::SentToPartner, $request->refresh()->status);
        $this->assertSame('Trimisă la bancă', $request->status_note);
        $this->put('/admin/cereri-credit/'.$request->id.'/stare', ['status' => 'approved'])->assertRedirect();
        $this->assertSame(CreditRequestStatus::Approved, $request->refresh()->status);
        $this->assertNull($request->status_note);

        $entries = AuditEntry::query()->where('action', 'credit_request.status')->orderBy('id')->get();
        $this->assertSame([['status' => 'new', 'note' => null], ['status' => 'sent_to_partner', 'note' => 'Trimisă la bancă']], $entries->pluck('before')->all());
        $this->assertSame(['status' => 'approved', 'note' => null], $entries[1]->after);

        $this->get('/admin/cereri-credit/'.$request->id)->assertInertia(fn (Assert $page) => $page->where('moves', [])->etc());
    }

    #[Test]
    public function refused_is_allowed_from_any_open_state_and_an_illegal_move_is_a_validation_error(): void
    {
        $this->actingAs($this->staff(StaffRole::Manager));
        $new = InboxRecords::creditRequest();
        $this->put('/admin/cereri-credit/'.$new->id.'/stare', ['status' => 'refused', 'note' => 'Venit insuficient'])->assertRedirect();
        $this->assertSame(CreditRequestStatus::Refused, $new->refresh()->status);

        $this->putJson('/admin/cereri-credit/'.$new->id.'/stare', ['status' => 'approved'])
            ->assertUnprocessable()->assertJsonValidationErrors(['status' => 'Cererea nu poate trece în această stare din starea ei de acum.']);
        $fresh = InboxRecords::creditRequest();
        $this->actingAs($this->staff(StaffRole::Owner, 'ru'));
        $this->putJson('/admin/cereri-credit/'.$fresh->id.'/stare', ['status' => 'approved'])
            ->assertUnprocessable()->assertJsonValidationErrors(['status' => 'Из текущего состояния заявку нельзя перевести в это.']);
        $this->putJson('/admin/cereri-credit/'.$fresh->id.'/stare', ['status' => 'lost', 'note' => str_repeat('a', 1001)])
            ->assertUnprocessable()->assertJsonValidationErrors(['status' => 'Выберите состояние.', 'note' => 'Заметка — не длиннее 1000 символов.']);
        $this->assertSame(CreditRequestStatus::New, $fresh->refresh()->status);
        $this->assertSame(1, AuditEntry::query()->count());
    }

    #[Test]
    public function editors_the_warehouse_and_shoppers_may_not_see_or_move_credit_requests(): void
    {
        $request = InboxRecords::creditRequest();
        foreach ([$this->staff(StaffRole::Editor), $this->staff(StaffRole::Warehouse), User::factory()->withTwoFactor()->createOne()] as $user) {
            $this->actingAs($user)->get('/admin/cereri-credit')->assertForbidden();
            $this->get('/admin/cereri-credit/'.$request->id)->assertForbidden();
            $this->put('/admin/cereri-credit/'.$request->id.'/stare', ['status' => 'refused'])->assertForbidden();
        }
        $this->assertSame(CreditRequestStatus::New, $request->refresh()->status);
    }
}

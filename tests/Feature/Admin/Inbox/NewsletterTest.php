<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Inbox;

use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\User;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** Newsletter subscribers in the back office: search, filter by state, unsubscribe, CSV export. */
final class NewsletterTest extends TestCase
{
    private function staff(StaffRole $role, string $locale = 'ro'): User
    {
        return User::factory()->staff($role)->createOne(['locale' => $locale]);
    }

    #[Test]
    public function the_list_is_searched_by_email_and_filtered_by_state(): void
    {
        $confirmed = InboxRecords::subscriber(['email' => 'ana@example.md']);
        $pending = InboxRecords::subscriber(['email' => 'ion@example.md', 'confirmed_at' => null]);
        $gone = InboxRecords::subscriber(['email' => 'dan@example.md', 'unsubscribed_at' => now()]);

        $this->actingAs($this->staff(StaffRole::Manager))->get('/admin/abonati')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/newsletter/index')
            ->where('subscribers.0.id', $gone->id)->where('subscribers.0.state', 'unsubscribed')->count('subscribers', 3)
            ->where('counts', ['confirmed' => 1, 'pending' => 1, 'unsubscribed' => 1])->where('filters', ['state' => null, 'q' => null])->etc());
        $this->get('/admin/abonati?state=confirmed')->assertInertia(fn (Assert $page) => $page->count('subscribers', 1)->where('subscribers.0.id', $confirmed->id)->etc());
        $this->get('/admin/abonati?state=pending')->assertInertia(fn (Assert $page) => $page->count('subscribers', 1)->where('subscribers.0.id', $pending->id)->etc());
        $this->get('/admin/abonati?q=ION@')->assertInertia(fn (Assert $page) => $page->count('subscribers', 1)->where('subscribers.0.id', $pending->id)
            ->where('counts', ['confirmed' => 0, 'pending' => 1, 'unsubscribed' => 0])->etc());
    }

    #[Test]
    public function staff_unsubscribe_an_address_audited_once(): void
    {
        $subscriber = InboxRecords::subscriber(['email' => 'ana@example.md']);
        $this->actingAs($this->staff(StaffRole::Owner));

        $this->from('/admin/abonati')->put('/admin/abonati/'.$subscriber->id.'/dezabonare')
            ->assertRedirect('/admin/abonati')->assertSessionHas('status', 'Adresa ana@example.md este dezabonată.');
        $this->assertNotNull($subscriber->refresh()->unsubscribed_at);
        $this->put('/admin/abonati/'.$subscriber->id.'/dezabonare')->assertRedirect();
        $entry = AuditEntry::query()->where('action', 'newsletter.unsubscribe')->sole();
        $this->assertNull($entry->subject_label, 'the address is read from the subscription while it exists, never kept in the log');
        $this->assertSame((string) $subscriber->id, $entry->subject_id);
    }

    #[Test]
    public function the_export_is_excel_ready_formula_safe_in_the_staff_members_language_and_audited(): void
    {
        InboxRecords::subscriber(['email' => 'ana@example.md', 'created_at' => '2026-01-10 08:00:00', 'confirmed_at' => '2026-01-10 08:05:00']);
        InboxRecords::subscriber(['email' => '=cmd@example.md', 'locale' => 'ru', 'confirmed_at' => null]);
        InboxRecords::subscriber(['email' => 'dan@example.md', 'unsubscribed_at' => now()]);

        $response = $this->actingAs($this->staff(StaffRole::Manager))->get('/admin/abonati/export?state=confirmed');
        $response->assertOk()->assertHeader('Content-Type', 'text/csv; charset=UTF-8');
        $this->assertStringContainsString('attachment; filename=abonati-', (string) $response->headers->get('Content-Disposition'));
        $csv = $response->streamedContent();
        $this->assertStringStartsWith("\u{FEFF}E-mail;Limba;Starea;\"Abonat la\";\"Confirmat la\";\"Dezabonat la\"\n", $csv);
        $lines = array_values(array_filter(explode("\n", $csv)));
        $this->assertCount(2, $lines);
        $this->assertSame('ana@example.md;RO;Confirmat;"2026-01-10 10:00";"2026-01-10 10:05";', $lines[1]);

        $all = $this->get('/admin/abonati/export')->streamedContent();
        $this->assertStringContainsString("'=cmd@example.md;RU;Neconfirmat;", $all, 'an address that starts like a formula is not run by Excel');
        $this->assertCount(4, array_filter(explode("\n", $all)));
        $this->assertSame(['filters' => ['state' => 'confirmed']], AuditEntry::query()->where('action', 'newsletter.export')->orderBy('id')->firstOrFail()->after);

        $russian = $this->actingAs($this->staff(StaffRole::Owner, 'ru'))->get('/admin/abonati/export')->streamedContent();
        $this->assertStringStartsWith("\u{FEFF}E-mail;Язык;Состояние;", $russian);
        $this->assertStringContainsString(';Отписан;', $russian);
    }

    #[Test]
    public function editors_the_warehouse_and_shoppers_may_not_see_export_or_unsubscribe(): void
    {
        $subscriber = InboxRecords::subscriber();
        foreach ([$this->staff(StaffRole::Editor), $this->staff(StaffRole::Warehouse), User::factory()->withTwoFactor()->createOne()] as $user) {
            $this->actingAs($user)->get('/admin/abonati')->assertForbidden();
            $this->get('/admin/abonati/export')->assertForbidden();
            $this->put('/admin/abonati/'.$subscriber->id.'/dezabonare')->assertForbidden();
        }
        $this->assertNull($subscriber->refresh()->unsubscribed_at);
        $this->assertSame(0, AuditEntry::query()->count());
    }
}

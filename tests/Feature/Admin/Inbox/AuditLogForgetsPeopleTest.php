<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Inbox;

use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\User;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * The audit log is append-only and outlives the privacy periods: an entry about a person the prune forgets (a contact
 * message's author, a credit applicant) keeps only the subject's id. While the row exists the log page names the
 * person; once `shop:prune` deletes it, nothing in the log does, and no entry was edited.
 */
final class AuditLogForgetsPeopleTest extends TestCase
{
    #[Test]
    public function the_log_names_a_person_only_while_their_data_is_kept(): void
    {
        $manager = User::factory()->staff(StaffRole::Manager)->createOne();
        $owner = User::factory()->staff(StaffRole::Owner)->createOne();
        $message = InboxRecords::message(['name' => 'Olga Cebotari', 'email' => 'olga.cebotari@example.md', 'created_at' => now()->subDays(400)]);
        $credit = InboxRecords::creditRequest(['name' => 'Vasile Munteanu']);
        $credit->forceFill(['created_at' => now()->subDays(400)])->save();
        $this->actingAs($manager);
        $this->post('/admin/mesaje/'.$message->id.'/raspuns', ['subject' => 'Re: livrare', 'body' => 'Stimată Olga Cebotari, da.'])->assertRedirect();
        $this->put('/admin/mesaje/'.$message->id.'/rezolvat', ['handled' => false])->assertRedirect();
        $this->put('/admin/cereri-credit/'.$credit->id.'/stare', ['status' => 'sent_to_partner'])->assertRedirect();
        $this->assertGreaterThanOrEqual(2, AuditEntry::query()->count());

        $this->actingAs($owner)->get('/admin/jurnal')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->where('entries', fn ($entries): bool => collect($entries)->filter(fn (array $entry): bool => str_starts_with($entry['action'], 'message.'))
                ->pluck('subject')->unique()->values()->all() === [['label' => 'olga.cebotari@example.md', 'url' => '/admin/mesaje/'.$message->id]])
            ->etc());

        $this->artisan('shop:prune')->assertSuccessful();

        $this->assertSame(0, DB::table('contact_messages')->count());
        $log = json_encode(DB::table('audit_log')->get()->all(), JSON_THROW_ON_ERROR | JSON_UNESCAPED_UNICODE);
        foreach (['Olga', 'Cebotari', 'olga.cebotari', 'Vasile', 'Munteanu'] as $trace) {
            $this->assertStringNotContainsString($trace, $log);
        }
        $this->get('/admin/jurnal')->assertOk()->assertDontSee('olga.cebotari@example.md')
            ->assertInertia(fn (Assert $page) => $page
                ->where('entries', fn ($entries): bool => collect($entries)->filter(fn (array $entry): bool => str_starts_with($entry['action'], 'message.'))
                    ->pluck('subject')->unique()->values()->all() === [['label' => '#'.$message->id.' (șters)', 'url' => null]])
                ->etc());
    }
}

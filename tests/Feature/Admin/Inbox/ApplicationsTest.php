<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Inbox;

use App\Enums\StaffRole;
use App\Models\AuditEntry;
use App\Models\JobApplication;
use App\Models\User;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Facades\URL;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/**
 * Job applications in the back office: the list by vacancy, the CV only through a short-lived signed link AND for a
 * signed-in staff member allowed to see applications, and the retention job.
 */
final class ApplicationsTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        Storage::fake('applications');
    }

    private function staff(StaffRole $role): User
    {
        return User::factory()->staff($role)->createOne(['locale' => 'ro']);
    }

    private function cvUrl(JobApplication $application, int $minutes = 5): string
    {
        return URL::temporarySignedRoute('admin.applications.cv', now()->addMinutes($minutes), ['application' => $application->id]);
    }

    #[Test]
    public function the_list_is_newest_first_and_narrows_to_one_vacancy(): void
    {
        $cashier = InboxRecords::vacancy('Casier');
        $driver = InboxRecords::vacancy('Șofer');
        $first = InboxRecords::application(['name' => 'Ion'], $cashier);
        $second = InboxRecords::application(['name' => 'Vera'], $driver);
        $third = InboxRecords::application(['name' => 'Dan'], $cashier);

        $this->actingAs($this->staff(StaffRole::Manager))->get('/admin/candidaturi')->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/applications/index')
            ->where('applications.0.id', $third->id)->where('applications.1.id', $second->id)->where('applications.2.id', $first->id)
            ->where('applications.0.vacancy', 'Casier')->where('applications.0.cv_name', '../CV Maria "final".pdf')
            ->where('retention_days', 180)->etc());
        $this->get('/admin/candidaturi?vacancy='.$cashier->id)->assertInertia(fn (Assert $page) => $page
            ->count('applications', 2)->where('applications.1.id', $first->id)
            ->where('vacancies', [['value' => (string) $driver->id, 'label' => 'Șofer', 'count' => 1], ['value' => (string) $cashier->id, 'label' => 'Casier', 'count' => 2]])->etc());
        $this->get('/admin/candidaturi?q=vera')->assertInertia(fn (Assert $page) => $page->count('applications', 1)->where('applications.0.id', $second->id)->etc());
    }

    #[Test]
    public function the_page_links_the_cv_through_a_temporary_signature_and_the_download_is_audited_under_a_safe_name(): void
    {
        $this->freezeSecond();
        config(['careers.cv_link_minutes' => 5]);
        $application = InboxRecords::application(['name' => 'Maria Ionescu']);
        $manager = $this->staff(StaffRole::Manager);

        $url = '';
        $this->actingAs($manager)->get('/admin/candidaturi/'.$application->id)->assertOk()->assertInertia(function (Assert $page) use (&$url): void {
            $page->component('admin/applications/show')->where('application.cv_size', 15)->where('application.cv_link_minutes', 5)->etc();
            $url = $page->toArray()['props']['application']['cv_url'];
        });
        $this->assertStringContainsString('/admin/candidaturi/'.$application->id.'/cv?expires=', $url);
        $this->assertStringContainsString('&signature=', $url);
        $this->assertSame(now()->addMinutes(5)->getTimestamp(), (int) (parse_url($url, PHP_URL_QUERY) === null ? 0 : explode('=', explode('&', (string) parse_url($url, PHP_URL_QUERY))[0])[1]));

        $response = $this->get($url)->assertOk();
        $this->assertSame('attachment; filename=cv-maria-ionescu-'.$application->id.'.pdf', $response->headers->get('Content-Disposition'));
        $this->assertSame('application/pdf', $response->headers->get('Content-Type'));
        $this->assertSame("%PDF-1.4\n%%EOF\n", $response->streamedContent());
        $entry = AuditEntry::query()->where('action', 'application.cv_download')->sole();
        $this->assertSame($manager->id, $entry->user_id);
        $this->assertSame((string) $application->id, $entry->subject_id);
    }

    #[Test]
    public function the_cv_is_refused_without_a_signature_with_an_expired_or_altered_one_and_to_the_wrong_role(): void
    {
        $application = InboxRecords::application();
        $other = InboxRecords::application();
        $owner = $this->staff(StaffRole::Owner);

        $this->actingAs($owner)->get('/admin/candidaturi/'.$application->id.'/cv')->assertForbidden();
        $expired = $this->cvUrl($application, 5);
        $this->travel(6)->minutes();
        $this->get($expired)->assertForbidden();
        $this->get(str_replace('/candidaturi/'.$application->id.'/', '/candidaturi/'.$other->id.'/', $this->cvUrl($application)))->assertForbidden();

        $valid = $this->cvUrl($application);
        foreach ([$this->staff(StaffRole::Editor), $this->staff(StaffRole::Warehouse), User::factory()->withTwoFactor()->createOne()] as $user) {
            $this->actingAs($user)->get($valid)->assertForbidden();
            $this->get('/admin/candidaturi')->assertForbidden();
            $this->get('/admin/candidaturi/'.$application->id)->assertForbidden();
        }
        $this->app['auth']->forgetGuards();
        $this->flushSession();
        $this->get($valid)->assertRedirect();
        $this->assertSame(0, AuditEntry::query()->count());
        $this->assertFalse(str_starts_with((string) config('filesystems.disks.applications.root'), public_path()), 'the CVs are not under public/');
    }

    #[Test]
    public function a_cv_whose_file_is_gone_is_not_found(): void
    {
        $application = InboxRecords::application();
        Storage::disk('applications')->delete($application->cv_path);

        $this->actingAs($this->staff(StaffRole::Manager))->get($this->cvUrl($application))->assertNotFound();
    }

    #[Test]
    public function the_daily_prune_deletes_applications_and_their_cvs_past_the_retention_period_and_keeps_younger_ones(): void
    {
        config(['privacy.job_applications_days' => 30]);
        $old = InboxRecords::application(['created_at' => now()->subDays(31)]);
        $young = InboxRecords::application(['created_at' => now()->subDays(29)]);

        Artisan::call('shop:prune');

        $this->assertNull(JobApplication::query()->find($old->id));
        Storage::disk('applications')->assertMissing($old->cv_path);
        $this->assertNotNull(JobApplication::query()->find($young->id));
        Storage::disk('applications')->assertExists($young->cv_path);
    }
}

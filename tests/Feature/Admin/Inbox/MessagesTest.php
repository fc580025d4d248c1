<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Inbox;

use App\Enums\StaffRole;
use App\Mail\Inbox\MessageReplyMail;
use App\Models\AuditEntry;
use App\Models\ContactMessage;
use App\Models\User;
use Illuminate\Support\Facades\Mail;
use Inertia\Testing\AssertableInertia as Assert;
use PHPUnit\Framework\Attributes\Test;
use Tests\TestCase;

/** Contact messages in the back office: the list, marking handled, replying by e-mail in the message's language. */
final class MessagesTest extends TestCase
{
    private function staff(StaffRole $role, string $locale = 'ro'): User
    {
        return User::factory()->staff($role)->createOne(['locale' => $locale, 'name' => 'Mara Manager']);
    }

    #[Test]
    public function the_list_shows_new_or_handled_messages_newest_first_with_counts_and_search(): void
    {
        $this->actingAs($this->staff(StaffRole::Manager));
        $old = InboxRecords::message(['name' => 'Ion Vechi', 'created_at' => now()->subDays(3)]);
        $new = InboxRecords::message(['name' => 'Ana Nouă', 'email' => 'ana.noua@example.md', 'message' => 'Livrați la Bălți?']);
        $handled = InboxRecords::message(['name' => 'Dan Rezolvat', 'handled_at' => now()]);

        $ids = fn (string $query): array => $this->get('/admin/mesaje'.$query)->assertOk()
            ->assertInertia(fn (Assert $page) => $page->component('admin/messages/index'))
            ->viewData('page')['props']['messages'];

        $this->assertSame([$new->id, $old->id], array_column($ids(''), 'id'));
        $this->assertSame([$handled->id], array_column($ids('?status=handled'), 'id'));
        $this->assertSame([$new->id], array_column($ids('?q=b%C4%83l%C8%9Bi'), 'id'), 'the text is searched');
        $this->assertSame([$new->id], array_column($ids('?q=ANA.NOUA'), 'id'), 'the e-mail is searched');
        $this->assertSame([$old->id], array_column($ids('?q=vechi'), 'id'), 'the name is searched');
        $this->get('/admin/mesaje?q=noua')->assertInertia(fn (Assert $page) => $page
            ->where('counts', ['new' => 1, 'handled' => 0])->where('filters', ['status' => 'new', 'q' => 'noua'])->etc());
        $this->get('/admin/mesaje')->assertInertia(fn (Assert $page) => $page->where('counts', ['new' => 2, 'handled' => 1])->etc());
    }

    #[Test]
    public function a_reply_is_queued_in_the_messages_language_stored_audited_and_marks_it_handled(): void
    {
        Mail::fake();
        $manager = $this->staff(StaffRole::Manager);
        $message = InboxRecords::message(['locale' => 'ru', 'name' => 'Ольга', 'email' => 'olga@example.md']);

        $this->actingAs($manager)->get('/admin/mesaje/'.$message->id)->assertOk()->assertInertia(fn (Assert $page) => $page
            ->component('admin/messages/show')
            ->where('reply_subject', 'Ответ на ваше сообщение в '.config('app.name'))
            ->where('message.handled_at', null)->where('replies', [])->etc());

        $this->post('/admin/mesaje/'.$message->id.'/raspuns', ['subject' => ' Re: телевизор ', 'body' => 'Да, есть в наличии.'])
            ->assertRedirect('/admin/mesaje/'.$message->id)->assertSessionHas('status', 'Răspunsul a fost trimis.');

        Mail::assertQueued(MessageReplyMail::class, fn (MessageReplyMail $mail): bool => $mail->hasTo('olga@example.md')
            && $mail->locale === 'ru' && $mail->reply->subject === 'Re: телевизор' && $mail->reply->body === 'Да, есть в наличии.');
        $message->refresh();
        $this->assertNotNull($message->handled_at);
        $this->assertSame($manager->id, $message->handled_by);
        $entry = AuditEntry::query()->where('action', 'message.reply')->sole();
        // The reply itself stays with the message (pruned with it); the log keeps that one was sent, and to which message.
        $this->assertSame(['subject' => 'Re: телевизор', 'locale' => 'ru'], $entry->after);
        $this->assertNull($entry->subject_label);
        $this->assertSame((string) $message->id, $entry->subject_id);

        $this->get('/admin/mesaje/'.$message->id)->assertInertia(fn (Assert $page) => $page
            ->where('replies.0.staff', 'Mara Manager')->where('replies.0.subject', 'Re: телевизор')
            ->where('message.handled_by', 'Mara Manager')->etc());

        $rendered = (new MessageReplyMail($message->replies()->firstOrFail(), 'Ольга'))->locale('ru')->render();
        $this->assertStringContainsString('Да, есть в наличии.', $rendered);
        $this->assertStringContainsString('Ваше сообщение:', $rendered);
    }

    #[Test]
    public function a_reply_without_subject_or_text_is_refused_beside_the_fields_in_the_staff_members_language(): void
    {
        Mail::fake();
        $message = InboxRecords::message();

        $this->actingAs($this->staff(StaffRole::Owner))->postJson('/admin/mesaje/'.$message->id.'/raspuns', ['subject' => '', 'body' => '  '])
            ->assertUnprocessable()->assertJsonValidationErrors(['subject' => 'Scrieți subiectul.', 'body' => 'Scrieți răspunsul.']);
        $this->actingAs($this->staff(StaffRole::Manager, 'ru'))->postJson('/admin/mesaje/'.$message->id.'/raspuns', ['subject' => str_repeat('a', 191), 'body' => str_repeat('b', 5001)])
            ->assertUnprocessable()->assertJsonValidationErrors(['subject' => 'Тема — не длиннее 190 символов.', 'body' => 'Ответ — не длиннее 5000 символов.']);

        Mail::assertNothingQueued();
        $this->assertNull($message->refresh()->handled_at);
        $this->assertSame(0, AuditEntry::query()->count());
    }

    #[Test]
    public function a_message_is_marked_handled_and_reopened_audited(): void
    {
        $message = InboxRecords::message();
        $this->actingAs($this->staff(StaffRole::Manager));

        $this->put('/admin/mesaje/'.$message->id.'/rezolvat', ['handled' => true])->assertRedirect()->assertSessionHas('status', 'Mesajul este marcat rezolvat.');
        $this->assertNotNull($message->refresh()->handled_at);
        $this->put('/admin/mesaje/'.$message->id.'/rezolvat', ['handled' => false])->assertRedirect();
        $this->assertNull($message->refresh()->handled_at);
        $this->assertSame(['message.handled', 'message.reopened'], AuditEntry::query()->orderBy('id')->pluck('action')->all());

        $this->actingAs($this->staff(StaffRole::Manager, 'ru'))->putJson('/admin/mesaje/'.$message->id.'/rezolvat', [])
            ->assertUnprocessable()->assertJsonValidationErrors(['handled' => 'Укажите, обработано ли сообщение.']);
    }

    #[Test]
    public function editors_the_warehouse_and_shoppers_may_not_read_or_answer_messages(): void
    {
        Mail::fake();
        $message = InboxRecords::message();
        foreach ([$this->staff(StaffRole::Editor), $this->staff(StaffRole::Warehouse), User::factory()->withTwoFactor()->createOne()] as $user) {
            $this->actingAs($user)->get('/admin/mesaje')->assertForbidden();
            $this->get('/admin/mesaje/'.$message->id)->assertForbidden();
            $this->post('/admin/mesaje/'.$message->id.'/raspuns', ['subject' => 'x', 'body' => 'y'])->assertForbidden();
            $this->put('/admin/mesaje/'.$message->id.'/rezolvat', ['handled' => true])->assertForbidden();
        }
        Mail::assertNothingQueued();
        $this->assertNull(ContactMessage::query()->findOrFail($message->id)->handled_at);
    }
}

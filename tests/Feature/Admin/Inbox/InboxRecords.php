<?php

declare(strict_types=1);

namespace Tests\Feature\Admin\Inbox;

use App\Enums\EmploymentType;
use App\Models\ContactMessage;
use App\Models\CreditProgramme;
use App\Models\CreditRequest;
use App\Models\JobApplication;
use App\Models\NewsletterSubscription;
use App\Models\Vacancy;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;

/** What the shop's forms leave in the inbox, made directly for the back office's tests. */
final class InboxRecords
{
    /**
     * @param  array<string, mixed>  $attributes
     */
    public static function message(array $attributes = []): ContactMessage
    {
        $message = ContactMessage::query()->create([
            'name' => 'Ana Rusu', 'email' => 'ana@example.md', 'phone' => '+37369111222', 'message' => 'Aveți televizorul în stoc?',
            'locale' => 'ro', 'ip' => '127.0.0.1', ...array_diff_key($attributes, ['created_at' => true, 'handled_at' => true]),
        ]);
        if (array_key_exists('created_at', $attributes) || array_key_exists('handled_at', $attributes)) {
            $message->forceFill(array_intersect_key($attributes, ['created_at' => true, 'handled_at' => true]))->save();
        }

        return $message;
    }

    /**
     * @param  array<string, mixed>  $attributes
     */
    public static function creditRequest(array $attributes = []): CreditRequest
    {
        $request = CreditRequest::query()->create([
            'credit_programme_id' => $attributes['credit_programme_id'] ?? CreditProgramme::factory()->createOne()->id, 'product_id' => null,
            'amount' => 12_000_00, 'months' => 12, 'monthly_payment' => 1_000_00, 'total' => 12_000_00,
            'name' => 'Ion Popa', 'phone' => '+37378333444', 'email' => 'ion@example.md', 'locale' => 'ro', 'consented_at' => now(),
            ...array_diff_key($attributes, ['status' => true]),
        ]);
        if (array_key_exists('status', $attributes)) {
            $request->forceFill(['status' => $attributes['status']])->save();
        }

        return $request->refresh();
    }

    public static function vacancy(string $title = 'Casier'): Vacancy
    {
        return Vacancy::query()->create([
            'slug' => Str::slug($title).'-'.Str::lower(Str::random(6)), 'title' => ['ro' => $title, 'ru' => $title.' RU'],
            'city' => ['ro' => 'Chișinău', 'ru' => 'Кишинёв'], 'employment_type' => EmploymentType::cases()[0],
            'description' => ['ro' => 'x', 'ru' => 'x'], 'requirements' => ['ro' => 'x', 'ru' => 'x'], 'is_open' => true, 'sort' => 0,
        ]);
    }

    /**
     * An application with its CV file on the `applications` disk (fake it first).
     *
     * @param  array<string, mixed>  $attributes
     */
    public static function application(array $attributes = [], ?Vacancy $vacancy = null): JobApplication
    {
        $path = Str::random(40).'.pdf';
        Storage::disk('applications')->put($path, "%PDF-1.4\n%%EOF\n");
        $application = JobApplication::query()->create([
            'vacancy_id' => ($vacancy ?? self::vacancy())->id, 'name' => 'Maria Ionescu', 'phone' => '+37360123456',
            'email' => 'maria@example.md', 'message' => 'Aș dori să lucrez la voi.', 'cv_path' => $path,
            'cv_original_name' => '../CV Maria "final".pdf', 'cv_type' => 'pdf', 'cv_size' => 15, 'locale' => 'ro',
            ...array_diff_key($attributes, ['created_at' => true]),
        ]);
        if (array_key_exists('created_at', $attributes)) {
            $application->forceFill(['created_at' => $attributes['created_at']])->save();
        }

        return $application;
    }

    /**
     * @param  array<string, mixed>  $attributes
     */
    public static function subscriber(array $attributes = []): NewsletterSubscription
    {
        $subscription = NewsletterSubscription::query()->create([
            'email' => 'abonat'.Str::lower(Str::random(6)).'@example.md', 'locale' => 'ro', 'confirmed_at' => now(),
            ...array_diff_key($attributes, ['created_at' => true]),
        ]);
        if (array_key_exists('created_at', $attributes)) {
            $subscription->forceFill(['created_at' => $attributes['created_at']])->save();
        }

        return $subscription;
    }
}

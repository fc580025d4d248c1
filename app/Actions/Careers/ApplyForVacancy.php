<?php

declare(strict_types=1);

namespace App\Actions\Careers;

use App\Infrastructure\Database\WriteTransaction;
use App\Mail\Careers\JobApplicationForShop;
use App\Mail\Careers\JobApplicationReceived;
use App\Models\JobApplication;
use App\Models\Vacancy;
use App\Services\Careers\CvUpload;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Storage;
use Illuminate\Support\Str;

/**
 * Stores an application and its CV under a random name on the private disk, then confirms it to the applicant in
 * their language and tells the shop. The vacancy is re-read inside the transaction with a lock-free condition, so
 * a vacancy closed a moment ago refuses the application; that read comes before the write, so the transaction takes
 * the write lock up front (WriteTransaction). The mails are queued after the commit.
 */
final class ApplyForVacancy
{
    /**
     * @param  array{name: string, phone: string, email: string, message?: string|null}  $data
     */
    public function handle(Vacancy $vacancy, array $data, CvUpload $cv, string $locale): ?JobApplication
    {
        $type = $cv->type;
        $path = Str::random(40).'.'.$type;
        $disk = Storage::disk('applications');
        $disk->putFileAs('', $cv->path, $path);

        $application = WriteTransaction::run(function () use ($vacancy, $data, $cv, $type, $path, $locale): ?JobApplication {
            if (! Vacancy::scopeOpen(Vacancy::query())->whereKey($vacancy->id)->exists()) {
                return null;
            }

            return JobApplication::query()->create([
                'vacancy_id' => $vacancy->id,
                'name' => $data['name'],
                'phone' => $data['phone'],
                'email' => $data['email'],
                'message' => $data['message'] ?? null,
                'cv_path' => $path,
                'cv_original_name' => Str::limit($cv->originalName, 250, ''),
                'cv_type' => $type,
                'cv_size' => $cv->size,
                'locale' => $locale,
            ]);
        });

        if ($application === null) {
            $disk->delete($path);

            return null;
        }

        $application->setRelation('vacancy', $vacancy);
        Mail::to($application->email)->locale($locale)->queue(new JobApplicationReceived($application));
        Mail::to(config()->string('shop.email'))->locale(config()->string('app.locale'))->queue(new JobApplicationForShop($application));

        return $application;
    }
}

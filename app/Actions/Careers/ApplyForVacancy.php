<?php

declare(strict_types=1);

namespace App\Actions\Careers;

use App\Mail\Careers\JobApplicationForShop;
use App\Mail\Careers\JobApplicationReceived;
use App\Models\JobApplication;
use App\Models\Vacancy;
use App\Support\Careers\CvFile;
use App\Support\Database\WriteTransaction;
use Illuminate\Http\UploadedFile;
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
    public function handle(Vacancy $vacancy, array $data, UploadedFile $cv, string $locale): ?JobApplication
    {
        $type = CvFile::detect($cv) ?? throw new \InvalidArgumentException('The CV was validated as PDF or DOCX.');
        $path = Str::random(40).'.'.$type;
        $disk = Storage::disk('applications');
        $disk->putFileAs('', $cv, $path);

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
                'cv_original_name' => Str::limit($cv->getClientOriginalName(), 250, ''),
                'cv_type' => $type,
                'cv_size' => (int) $cv->getSize(),
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

<?php

declare(strict_types=1);

namespace App\Actions\Marketing;

use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Security\StaffActor;
use App\Models\Banner;
use App\Services\Audit\AuditLog;
use Illuminate\Support\Facades\DB;

/** Deletes a home banner and, once that is kept, its image's files. */
final class DeleteBanner
{
    public function __construct(private readonly ImageStore $images)
    {
    }

    public function handle(Banner $banner, StaffActor $actor): void
    {
        DB::transaction(function () use ($banner, $actor): void {
            $banner->delete();
            AuditLog::record($actor, 'banner.delete', $banner, SaveBanner::snapshot($banner), [], $banner->translate('title', 'ro'));
        });
        $this->images->delete($banner->image);
    }
}

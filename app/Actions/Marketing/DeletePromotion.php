<?php

declare(strict_types=1);

namespace App\Actions\Marketing;

use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Security\StaffActor;
use App\Models\Promotion;
use App\Services\Audit\AuditLog;
use Illuminate\Support\Facades\DB;

/** Deletes a promotion (its products stay in the catalogue) and, once that is kept, its uploaded banner. */
final class DeletePromotion
{
    public function __construct(private readonly ImageStore $images)
    {
    }

    public function handle(Promotion $promotion, StaffActor $actor): void
    {
        DB::transaction(function () use ($promotion, $actor): void {
            $promotion->delete();
            AuditLog::record($actor, 'promotion.delete', $promotion, SavePromotion::snapshot($promotion), [], $promotion->translate('title', 'ro'));
        });
        if ($promotion->banner !== null) {
            $this->images->delete($promotion->banner);
        }
    }
}

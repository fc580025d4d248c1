<?php

declare(strict_types=1);

namespace App\Actions\Catalog;

use App\Infrastructure\Security\StaffActor;
use App\Models\Attribute;
use App\Services\Audit\AuditLog;
use App\Services\Catalog\CatalogWrite;
use App\Services\Catalog\CategoryRules;
use App\Support\Text;
use Illuminate\Validation\ValidationException;

/** Deletes an attribute no product has a value for (refused under `attribute`); categories simply stop asking for it. */
final class DeleteAttribute
{
    public function __construct(private CatalogWrite $write)
    {
    }

    public function handle(Attribute $attribute, StaffActor $actor): void
    {
        $this->write->run(function () use ($attribute, $actor): void {
            $attribute = CategoryRules::lock(Attribute::class, $attribute->id);
            if (SaveAttribute::usedByProducts($attribute->id)) {
                throw ValidationException::withMessages(['attribute' => Text::get('admin.attributes.errors.delete_used', ['code' => $attribute->code])]);
            }
            AuditLog::record($actor, 'attribute.delete', $attribute, SaveAttribute::audited($attribute), [], $attribute->code);
            $attribute->delete();
        });
    }
}

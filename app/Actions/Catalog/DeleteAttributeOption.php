<?php

declare(strict_types=1);

namespace App\Actions\Catalog;

use App\Infrastructure\Security\StaffActor;
use App\Models\AttributeOption;
use App\Services\Audit\AuditLog;
use App\Services\Catalog\CatalogWrite;
use App\Support\Text;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/** Deletes an option no product has (refused under `option` with how many do). */
final class DeleteAttributeOption
{
    public function __construct(private CatalogWrite $write)
    {
    }

    public function handle(AttributeOption $option, string $attributeCode, StaffActor $actor): void
    {
        $this->write->run(function () use ($option, $attributeCode, $actor): void {
            $count = DB::table('product_attribute_values')->where('attribute_option_id', $option->id)->count();
            if ($count > 0) {
                throw ValidationException::withMessages(['option' => Text::get('admin.attributes.errors.option_used', ['value' => $option->translate('value'), 'count' => $count])]);
            }
            AuditLog::record($actor, 'attribute_option.delete', $option, SaveAttributeOption::audited($option), [], $attributeCode.': '.$option->slug);
            $option->delete();
        });
    }
}

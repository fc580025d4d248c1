<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Families;

use App\Actions\Families\AddFamilyVariant;
use App\Actions\Families\AttachFamilyVariant;
use App\Actions\Families\ChangeFamilyPrices;
use App\Actions\Families\DetachFamilyVariant;
use App\Actions\Families\GenerateFamilyVariants;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Families\AddFamilyVariantRequest;
use App\Http\Requests\Admin\Families\AttachFamilyVariantRequest;
use App\Http\Requests\Admin\Families\FamilyBulkPriceRequest;
use App\Http\Requests\Admin\Families\GenerateFamilyVariantsRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\Product;
use App\Models\ProductFamily;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;

/** The family form's variants table: add one, generate the missing combinations, attach a product, take one out, prices in bulk. */
final class FamilyVariantController extends Controller
{
    public function store(AddFamilyVariantRequest $request, ProductFamily $family, AddFamilyVariant $add): RedirectResponse
    {
        $add->handle(StaffActor::of($request), $family, [$request->variant()]);

        return back()->with('status', Text::get('admin.families.variant_added', ['sku' => $request->variant()->sku]));
    }

    public function generate(GenerateFamilyVariantsRequest $request, ProductFamily $family, GenerateFamilyVariants $generate): RedirectResponse
    {
        $created = $generate->handle(StaffActor::of($request), $family, $request->combinations(), $request->skuPrefix(), $request->price());

        return back()->with('status', Text::get('admin.families.generated', ['count' => (string) count($created)]));
    }

    public function attach(AttachFamilyVariantRequest $request, ProductFamily $family, AttachFamilyVariant $attach): RedirectResponse
    {
        $product = $attach->handle(StaffActor::of($request), $family, $request->product(), $request->optionValues());

        return back()->with('status', Text::get('admin.families.attached', ['sku' => $product->sku]));
    }

    public function destroy(Request $request, ProductFamily $family, Product $product, DetachFamilyVariant $detach): RedirectResponse
    {
        $detach->handle(StaffActor::of($request), $family, $product);

        return back()->with('status', Text::get('admin.families.detached', ['sku' => $product->sku]));
    }

    public function prices(FamilyBulkPriceRequest $request, ProductFamily $family, ChangeFamilyPrices $change): RedirectResponse
    {
        $count = $change->handle(StaffActor::of($request), $family, $request->variantIds(), $request->percent(), $request->up(), $request->amount());

        return back()->with('status', Text::get('admin.families.prices_changed', ['count' => (string) $count]));
    }
}

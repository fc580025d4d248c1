<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Banners;

use App\Actions\Marketing\DeleteBanner;
use App\Actions\Marketing\SaveBanner;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Banners\SaveBannerRequest;
use App\Infrastructure\Images\ImageStore;
use App\Infrastructure\Inertia\Page;
use App\Infrastructure\Security\StaffActor;
use App\Models\Banner;
use App\Queries\Admin\Banners\BannerList;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Http\UploadedFile;
use Inertia\Response;

/** /admin/bannere: the home page's carousel (owners, managers, editors: manage-catalog). */
final class BannerController extends Controller
{
    public function index(BannerList $list): Response
    {
        return Page::render('admin/banners/index', Text::get('admin.banners.title'), ['banners' => $list->rows()]);
    }

    public function create(): Response
    {
        return Page::render('admin/banners/form', Text::get('admin.banners.create'), ['banner' => null]);
    }

    public function store(SaveBannerRequest $request, SaveBanner $save, ImageStore $images): RedirectResponse
    {
        $save->handle(null, $request->values(), $this->upload($request, $images), StaffActor::of($request));

        return redirect()->route('admin.banners.index')->with('status', Text::get('admin.banners.saved'));
    }

    public function edit(Banner $banner, BannerList $list): Response
    {
        return Page::render('admin/banners/form', Text::get('admin.banners.edit'), ['banner' => $list->row($banner)]);
    }

    public function update(SaveBannerRequest $request, Banner $banner, SaveBanner $save, ImageStore $images): RedirectResponse
    {
        $save->handle($banner, $request->values(), $this->upload($request, $images), StaffActor::of($request));

        return redirect()->route('admin.banners.index')->with('status', Text::get('admin.banners.saved'));
    }

    public function destroy(Request $request, Banner $banner, DeleteBanner $delete): RedirectResponse
    {
        $delete->handle($banner, StaffActor::of($request));

        return redirect()->route('admin.banners.index')->with('status', Text::get('admin.banners.deleted'));
    }

    /** The validated upload kept with its variants, or null when no new image was sent. */
    private function upload(Request $request, ImageStore $images): ?string
    {
        $file = $request->file('image');

        return $file instanceof UploadedFile ? $images->store($file, 'banners')->key : null;
    }
}

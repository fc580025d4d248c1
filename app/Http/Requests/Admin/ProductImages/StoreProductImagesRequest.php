<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\ProductImages;

use App\Models\Product;
use App\Rules\ImageUpload;
use App\Services\Products\ProductImageLimits;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Http\UploadedFile;

/** One or several pictures for a product, each JPEG, PNG or WebP by its bytes, up to the product's limit. */
final class StoreProductImagesRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $room = max(0, ProductImageLimits::perProduct() - $this->product()->images()->count());

        return [
            'images' => ['required', 'array', 'min:1', 'max:'.max(1, $room), function (string $attribute, mixed $value, \Closure $fail) use ($room): void {
                if ($room === 0) {
                    $fail(Text::get('admin.product_images.error.full', ['max' => ProductImageLimits::perProduct()]));
                }
            }],
            'images.*' => ['required', 'file', new ImageUpload()],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        $max = ['max' => ProductImageLimits::perProduct()];

        return [
            'images.required' => Text::get('admin.product_images.error.none'),
            'images.array' => Text::get('admin.product_images.error.none'),
            'images.min' => Text::get('admin.product_images.error.none'),
            'images.max' => Text::get('admin.product_images.error.too_many', $max),
            'images.*.required' => Text::get('admin.product_images.error.none'),
            'images.*.file' => Text::get('admin.product_images.error.none'),
        ];
    }

    /**
     * @return list<UploadedFile>
     */
    public function images(): array
    {
        $files = $this->file('images');

        return is_array($files) ? array_values($files) : [];
    }

    private function product(): Product
    {
        $product = $this->route('product');
        assert($product instanceof Product);

        return $product;
    }
}

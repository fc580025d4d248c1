<?php

declare(strict_types=1);

namespace App\Http\Requests\Admin\ProductImages;

use App\Models\Product;
use App\Support\Text;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

/** The product's pictures in their new order: every one of its picture ids, each once. */
final class OrderProductImagesRequest extends FormRequest
{
    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'ids' => ['required', 'array'],
            'ids.*' => ['required', 'integer', 'distinct'],
        ];
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        $stale = Text::get('admin.product_images.error.order');

        return ['ids.required' => $stale, 'ids.array' => $stale, 'ids.*.required' => $stale, 'ids.*.integer' => $stale, 'ids.*.distinct' => $stale];
    }

    /**
     * @return array<int, \Closure(Validator): void>
     */
    public function after(): array
    {
        return [function (Validator $validator): void {
            if ($validator->errors()->isNotEmpty()) {
                return;
            }
            $product = $this->route('product');
            assert($product instanceof Product);
            $known = $product->images()->pluck('id')->map(static fn (mixed $id): int => (int) $id)->sort()->values()->all();
            $sent = $this->ids();
            sort($sent);
            if ($known !== $sent) {
                $validator->errors()->add('ids', Text::get('admin.product_images.error.order'));
            }
        }];
    }

    /**
     * @return list<int>
     */
    public function ids(): array
    {
        $ids = $this->input('ids');

        return is_array($ids) ? array_values(array_map(static fn (mixed $id): int => is_numeric($id) ? (int) $id : 0, $ids)) : [];
    }
}

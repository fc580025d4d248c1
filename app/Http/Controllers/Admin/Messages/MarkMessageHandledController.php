<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Messages;

use App\Actions\Inbox\MarkMessageHandled;
use App\Http\Controllers\Controller;
use App\Http\Requests\Admin\Messages\MarkMessageHandledRequest;
use App\Infrastructure\Security\StaffActor;
use App\Models\ContactMessage;
use App\Support\Text;
use Illuminate\Http\RedirectResponse;

/** Marks a contact message handled, or opens it again. */
final class MarkMessageHandledController extends Controller
{
    public function __invoke(MarkMessageHandledRequest $request, ContactMessage $message, MarkMessageHandled $mark): RedirectResponse
    {
        $handled = $request->boolean('handled');
        $mark->handle($message, $handled, StaffActor::of($request));

        return redirect()->route('admin.messages.show', ['message' => $message->id])
            ->with('status', Text::get($handled ? 'admin.messages.marked_handled' : 'admin.messages.reopened'));
    }
}

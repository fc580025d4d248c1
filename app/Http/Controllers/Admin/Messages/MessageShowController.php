<?php

declare(strict_types=1);

namespace App\Http\Controllers\Admin\Messages;

use App\Http\Controllers\Controller;
use App\Infrastructure\Inertia\Page;
use App\Models\ContactMessage;
use App\Queries\Admin\InboxMessages;
use App\Support\Text;
use Inertia\Response;

/** One contact message, the replies sent to it and the form to reply. */
final class MessageShowController extends Controller
{
    public function __invoke(ContactMessage $message, InboxMessages $messages): Response
    {
        return Page::render('admin/messages/show', Text::get('admin.messages.show.title', ['name' => $message->name]), $messages->show($message));
    }
}

<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * The back office's inbox: contact messages marked handled (and by whom), the replies sent to them from the admin,
 * and the credit requests' status on their way through the partner. The list tabs read (handled_at, id) and
 * (status, id).
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('contact_messages', function (Blueprint $table): void {
            $table->timestamp('handled_at')->nullable();
            $table->foreignId('handled_by')->nullable()->constrained('users')->nullOnDelete();
            $table->index(['handled_at', 'id']);
        });

        Schema::create('contact_message_replies', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('contact_message_id')->constrained()->cascadeOnDelete();
            $table->foreignId('user_id')->nullable()->constrained()->nullOnDelete();
            // Who sent it as they were then: the account may be renamed or removed later.
            $table->string('staff_name', 190);
            $table->string('subject', 190);
            $table->text('body');
            $table->string('locale', 5);
            $table->timestamp('created_at')->nullable();
            $table->index(['contact_message_id', 'id']);
        });

        Schema::table('credit_requests', function (Blueprint $table): void {
            $table->string('status', 20)->default('new');
            $table->text('status_note')->nullable();
            $table->timestamp('status_changed_at')->nullable();
            $table->index(['status', 'id']);
        });
    }

    public function down(): void
    {
        Schema::table('credit_requests', function (Blueprint $table): void {
            $table->dropIndex(['status', 'id']);
            $table->dropColumn(['status', 'status_note', 'status_changed_at']);
        });
        Schema::dropIfExists('contact_message_replies');
        Schema::table('contact_messages', function (Blueprint $table): void {
            $table->dropIndex(['handled_at', 'id']);
            $table->dropConstrainedForeignId('handled_by');
            $table->dropColumn('handled_at');
        });
    }
};

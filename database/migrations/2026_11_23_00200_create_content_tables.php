<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        // Editable company pages (the about page); texts are JSON per language like the catalogue's.
        Schema::create('pages', function (Blueprint $table): void {
            $table->id();
            $table->string('slug')->unique();
            $table->json('title');
            $table->json('intro');
            $table->json('sections');
            $table->json('figures');
            $table->timestamps();
        });

        Schema::create('contact_messages', function (Blueprint $table): void {
            $table->id();
            $table->string('name', 100);
            $table->string('email', 190);
            $table->string('phone', 32)->nullable();
            $table->text('message');
            $table->string('locale', 5);
            $table->string('ip', 45)->nullable();
            $table->timestamp('created_at')->nullable()->index();
        });

        // The confirmation token is stored as a SHA-256 hash; unsubscribe links are signed with the app key instead
        // (App\Models\NewsletterSubscription), so they need no column and work from every mail ever sent.
        Schema::create('newsletter_subscriptions', function (Blueprint $table): void {
            $table->id();
            $table->string('email', 190)->unique();
            $table->string('locale', 5);
            $table->string('confirm_token', 64)->nullable()->unique();
            $table->timestamp('confirmed_at')->nullable();
            $table->timestamp('unsubscribed_at')->nullable();
            $table->timestamps();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('newsletter_subscriptions');
        Schema::dropIfExists('contact_messages');
        Schema::dropIfExists('pages');
    }
};

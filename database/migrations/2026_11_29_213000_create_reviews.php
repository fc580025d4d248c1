<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        // Shoppers' reviews (docs/reviews.md). A review is about what every variant of a family shares, so it is kept
        // under the family: `subject` is `f{family_id}` for a variant, `p{product_id}` for a product without a family,
        // and one account writes one review per subject (the unique key, whatever the variant it was written on).
        Schema::create('reviews', function (Blueprint $table): void {
            $table->id();
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
            // The variant the review was written on (shown as "reviewed: 256 GB, Black").
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->foreignId('family_id')->nullable()->constrained('product_families')->nullOnDelete();
            $table->string('subject', 24);
            $table->unsignedTinyInteger('rating');
            $table->text('body');
            $table->text('pros')->nullable();
            $table->text('cons')->nullable();
            $table->string('locale', 2);
            // pending → published or rejected; an edit by its author sends it back to pending.
            $table->string('status', 16)->default('pending');
            $table->boolean('verified')->default(false);
            $table->text('reject_reason')->nullable();
            $table->text('reply')->nullable();
            $table->timestamp('replied_at')->nullable();
            $table->foreignId('moderated_by')->nullable()->constrained('users')->nullOnDelete();
            $table->timestamp('moderated_at')->nullable();
            $table->timestamp('published_at')->nullable();
            $table->unsignedInteger('helpful_count')->default(0);
            $table->unsignedInteger('report_count')->default(0);
            $table->timestamps();
            $table->unique(['user_id', 'subject']);
            // The product page's list (published, by date, helpfulness or rating) and the moderation queue.
            $table->index(['subject', 'status', 'published_at']);
            $table->index(['status', 'id']);
        });

        // "Was this helpful": one vote per account and review.
        Schema::create('review_votes', function (Blueprint $table): void {
            $table->foreignId('review_id')->constrained()->cascadeOnDelete();
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
            $table->timestamp('created_at')->nullable();
            $table->primary(['review_id', 'user_id']);
            $table->index('user_id');
        });

        // A shopper reporting a review to the moderators: one report per account and review.
        Schema::create('review_reports', function (Blueprint $table): void {
            $table->foreignId('review_id')->constrained()->cascadeOnDelete();
            $table->foreignId('user_id')->constrained()->cascadeOnDelete();
            $table->timestamp('created_at')->nullable();
            $table->primary(['review_id', 'user_id']);
            $table->index('user_id');
        });

        // The published reviews' average and count of a product's family (or of the product alone), written down on
        // every variant by the moderation actions (RecountRating), so a card, a listing's sort and its filter read
        // the product's row and nothing else.
        Schema::table('products', function (Blueprint $table): void {
            $table->decimal('rating_average', 3, 2)->nullable();
            $table->unsignedInteger('rating_count')->default(0);
        });
    }

    public function down(): void
    {
        Schema::table('products', function (Blueprint $table): void {
            $table->dropColumn(['rating_average', 'rating_count']);
        });
        Schema::dropIfExists('review_reports');
        Schema::dropIfExists('review_votes');
        Schema::dropIfExists('reviews');
    }
};

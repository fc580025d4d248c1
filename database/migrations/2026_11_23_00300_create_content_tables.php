<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/*
 * Company content the shop's staff edit: blog posts (with categories, tags and the products they talk about),
 * vacancies with the applications sent for them, and credit requests from the credit page. Texts are JSON columns
 * per language ({"ro": …, "ru": …}) like the catalogue's.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('blog_categories', function (Blueprint $table) {
            $table->id();
            $table->string('slug')->unique();
            $table->json('name');
            $table->integer('sort')->default(0);
            $table->timestamps();
        });

        Schema::create('blog_tags', function (Blueprint $table) {
            $table->id();
            $table->string('slug')->unique();
            $table->json('name');
            $table->timestamps();
        });

        Schema::create('blog_posts', function (Blueprint $table) {
            $table->id();
            $table->string('slug')->unique();
            $table->foreignId('blog_category_id')->constrained('blog_categories')->restrictOnDelete();
            $table->json('title');
            $table->json('excerpt');
            $table->json('body');
            $table->string('cover')->nullable();
            // Null is a draft; a moment in the future is scheduled. Both stay hidden from shoppers.
            $table->timestamp('published_at')->nullable()->index();
            $table->timestamps();
        });

        Schema::create('blog_post_tag', function (Blueprint $table) {
            $table->foreignId('blog_post_id')->constrained()->cascadeOnDelete();
            $table->foreignId('blog_tag_id')->constrained()->cascadeOnDelete();
            $table->primary(['blog_post_id', 'blog_tag_id']);
            $table->index('blog_tag_id');
        });

        Schema::create('blog_post_product', function (Blueprint $table) {
            $table->foreignId('blog_post_id')->constrained()->cascadeOnDelete();
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->unsignedSmallInteger('sort')->default(0);
            $table->primary(['blog_post_id', 'product_id']);
        });

        Schema::create('vacancies', function (Blueprint $table) {
            $table->id();
            $table->string('slug')->unique();
            $table->json('title');
            $table->json('city');
            $table->string('employment_type', 20);
            $table->json('description');
            $table->json('requirements');
            $table->boolean('is_open')->default(true)->index();
            $table->integer('sort')->default(0);
            $table->timestamps();
        });

        Schema::create('job_applications', function (Blueprint $table) {
            $table->id();
            $table->foreignId('vacancy_id')->constrained()->restrictOnDelete();
            $table->string('name');
            $table->string('phone', 16);
            $table->string('email');
            $table->text('message')->nullable();
            // A random name on the private disk; the shopper's own file name is kept only as text.
            $table->string('cv_path')->unique();
            $table->string('cv_original_name');
            $table->string('cv_type', 8);
            $table->unsignedInteger('cv_size');
            $table->string('locale', 2);
            $table->timestamps();
        });

        Schema::create('credit_requests', function (Blueprint $table) {
            $table->id();
            $table->foreignId('credit_programme_id')->constrained()->restrictOnDelete();
            $table->foreignId('product_id')->nullable()->constrained()->nullOnDelete();
            $table->unsignedBigInteger('amount');
            $table->unsignedSmallInteger('months');
            $table->unsignedBigInteger('monthly_payment');
            $table->unsignedBigInteger('total');
            $table->string('name');
            $table->string('phone', 16);
            $table->string('email')->nullable();
            $table->string('locale', 2);
            $table->timestamp('consented_at');
            $table->timestamps();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('credit_requests');
        Schema::dropIfExists('job_applications');
        Schema::dropIfExists('vacancies');
        Schema::dropIfExists('blog_post_product');
        Schema::dropIfExists('blog_post_tag');
        Schema::dropIfExists('blog_posts');
        Schema::dropIfExists('blog_tags');
        Schema::dropIfExists('blog_categories');
    }
};

<?php

declare(strict_types=1);

/*
 * Product reviews (docs/reviews.md). An order completed `invite_after_days` ago brings its customer one mail inviting
 * them to review what they bought (reviews:invite, hourly); an order completed more than `invite_within_days` after
 * that is never mailed, so the first run does not write to every customer of the past years.
 */
return [
    'invite_after_days' => (int) env('REVIEW_INVITE_AFTER_DAYS', 5),
    'invite_within_days' => (int) env('REVIEW_INVITE_WITHIN_DAYS', 30),
];

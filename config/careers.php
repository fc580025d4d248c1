<?php

declare(strict_types=1);

// Job applications in the back office. How long they (and their CV files) are kept is in config/privacy.php
// (`job_applications_days`, JOB_APPLICATIONS_KEEP_DAYS), removed daily by `shop:prune`.
return [
    // How long the signed link to a CV on an application's page works; the download also wants the staff member
    // signed in with the right to see applications, so a copied link is no use to anybody else, and a leaked one
    // stops working after this long.
    'cv_link_minutes' => (int) env('APPLICATIONS_CV_LINK_MINUTES', 5),
];

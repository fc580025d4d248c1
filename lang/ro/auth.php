<?php

declare(strict_types=1);

return [

    'failed' => 'Datele de autentificare introduse sunt incorecte.',
    'password' => 'Parola introdusă este incorectă.',
    'throttle' => 'Prea multe încercări de autentificare. Încercați din nou peste :seconds sec.',

];

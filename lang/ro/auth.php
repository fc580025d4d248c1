<?php

declare(strict_types=1);

return [

    'failed' => 'Datele de autentificare introduse sunt incorecte.',
    'disabled' => 'Acest cont a fost dezactivat. Adresați-vă proprietarului magazinului.',
    'password' => 'Parola introdusă este incorectă.',
    'throttle' => 'Prea multe încercări de autentificare. Încercați din nou peste :seconds sec.',

];

<?php

declare(strict_types=1);

return [

    '401' => [
        'title' => 'Autentificare necesară',
        'message' => 'Tokenul de acces lipsește, este greșit sau a expirat. Autentificați-vă din nou.',
    ],

    '403' => [
        'title' => 'Acces interzis',
        'message' => 'Nu aveți permisiunea de a vedea această pagină.',
    ],
    '404' => [
        'title' => 'Pagina nu a fost găsită',
        'message' => 'Pagina pe care o căutați nu există sau a fost mutată. Încercați căutarea sau reveniți la pagina principală.',
    ],
    '409' => [
        'title' => 'Încercați din nou',
        'message' => 'Altă cerere a modificat aceleași date în același moment, iar a dvs. nu a fost salvată. Trimiteți-o din nou.',
    ],
    '410' => [
        'title' => 'Nu mai este disponibil',
        'message' => 'Ceea ce căutați a fost închis: de exemplu, postul vacant nu mai primește candidaturi. Vedeți celelalte posturi din pagina Carieră.',
    ],
    '413' => [
        'title' => 'Fișier prea mare',
        'message' => 'Ați trimis prea multe date odată. Fișierele atașate pot avea cel mult 5 MB; micșorați fișierul și încercați din nou.',
    ],
    '419' => [
        'title' => 'Pagina a expirat',
        'message' => 'Sesiunea a expirat din cauza inactivității. Reîncărcați pagina și încercați din nou.',
    ],
    '429' => [
        'title' => 'Prea multe cereri',
        'message' => 'Ați trimis prea multe cereri într-un timp scurt. Așteptați puțin și încercați din nou.',
    ],
    '500' => [
        'title' => 'Eroare de server',
        'message' => 'A apărut o eroare neașteptată. Ne cerem scuze, încercați din nou peste câteva minute.',
    ],
    '503' => [
        'title' => 'Lucrări de întreținere',
        'message' => 'Magazinul este temporar indisponibil din cauza unor lucrări de întreținere. Revenim în curând!',
    ],
    'back_home' => 'Înapoi la pagina principală',

];

<?php

declare(strict_types=1);

return [

    'reset' => 'Parola a fost schimbată.',
    'sent' => 'V-am trimis pe e-mail linkul pentru resetarea parolei.',
    'throttled' => 'Vă rugăm să așteptați puțin înainte de a încerca din nou.',
    'token' => 'Linkul pentru resetarea parolei nu este valid sau a expirat.',
    'user' => 'Nu există niciun cont cu această adresă de e-mail.',

];

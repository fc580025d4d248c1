<?php

declare(strict_types=1);

namespace Inertia\Tests\Unit;

use Inertia\Directive;
use Inertia\Ssr\Response as SsrResponse;
use Inertia\Support\PageJson;
use PHPUnit\Framework\TestCase;

final class DirectiveTest extends TestCase
{
    public function test_the_root_is_a_json_script_element_and_an_empty_mount_point(): void
    {
        $html = Directive::root(['component' => 'A/B', 'props' => ['x' => '</script>'], 'url' => '/', 'version' => '']);

        $this->assertSame(
            '<script data-page="app" type="application/json">{"component":"A\/B","props":{"x":"\u003C\/script\u003E"},"url":"\/","version":""}</script><div id="app"></div>',
            $html,
        );
    }

    public function test_the_page_element_carries_the_content_security_policy_nonce(): void
    {
        $html = Directive::root(['component' => 'A', 'props' => []], 'app', null, 'n0nce');

        $this->assertStringStartsWith('<script data-page="app" type="application/json" nonce="n0nce">', $html);
    }

    public function test_the_id_is_escaped(): void
    {
        $html = Directive::root(['component' => 'A', 'props' => []], 'a"b');

        $this->assertStringStartsWith('<script data-page="a&quot;b"', $html);
        $this->assertStringEndsWith('<div id="a&quot;b"></div>', $html);
    }

    public function test_an_ssr_result_replaces_the_root_and_fills_the_head(): void
    {
        $ssr = new SsrResponse("<title>T</title>\n<meta>", '<div id="app" data-server-rendered="true">x</div>');

        $this->assertSame(
            '<script data-page="app" type="application/json">{"component":"A"}</script><div id="app" data-server-rendered="true">x</div>',
            Directive::root(['component' => 'A'], 'app', $ssr),
        );
        $this->assertSame("<title>T</title>\n<meta>", Directive::head($ssr));
        $this->assertSame('', Directive::head(null));
    }

    public function test_the_page_element_of_an_ssr_body_is_the_servers_own_encoding_of_the_page(): void
    {
        $body = '<script data-page="app" type="application/json">{"component":"A","props":{"big":[1,2,3],"x":1}}</script>'
            .'<div data-server-rendered="true" id="app"><p>x</p></div>';
        $ssr = new SsrResponse('', $body);

        $this->assertSame(
            '<script data-page="app" type="application/json" nonce="n1">{"component":"A","props":{"x":1}}</script>'
            .'<div data-server-rendered="true" id="app"><p>x</p></div>',
            Directive::root(['component' => 'A', 'props' => ['x' => 1]], 'app', $ssr, 'n1'),
        );
        // A body without the element (our SSR server leaves it out) gets this server's in front.
        $this->assertSame(
            '<script data-page="app" type="application/json">{"component":"A"}</script><div id="app">y</div>',
            Directive::root(['component' => 'A'], 'app', new SsrResponse('', '<div id="app">y</div>')),
        );
    }

    public function test_the_directives_compile_to_calls_with_the_view_variables(): void
    {
        $this->assertSame("<?php echo \\Inertia\\Directive::root(\$page, 'app', \$inertiaSsr ?? null, \\Illuminate\\Support\\Facades\\Vite::cspNonce()); ?>", Directive::compileInertia(''));
        $this->assertSame("<?php echo \\Inertia\\Directive::root(\$page, 'shop', \$inertiaSsr ?? null, \\Illuminate\\Support\\Facades\\Vite::cspNonce()); ?>", Directive::compileInertia("'shop'"));
        $this->assertSame('<?php echo \\Inertia\\Directive::head($inertiaSsr ?? null); ?>', Directive::compileInertiaHead());
    }

    public function test_empty_maps_are_encoded_as_objects(): void
    {
        $json = PageJson::encode(['component' => 'A', 'props' => [], 'flash' => [], 'list' => []]);

        $this->assertSame('{"component":"A","props":{},"flash":{},"list":[]}', $json);
    }
}

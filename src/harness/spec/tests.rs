#![allow(clippy::unwrap_used)]

use super::*;

const SGEMM: &str = r#"
kernel = "sgemm64"
grid = [4, 4, 1]
block = [256, 1, 1]
dynamic_lds = 0
args = ["A", "B", "C", { i32 = "N" }, { i32 = "N" }, { i32 = "N" }, { f32 = 1.0 }, { f32 = 0.5 }]

[params]
N = 256

[buffers.A]
type = "f32"
len = 65536
init = "uniform(-1, 1)"
seed = 1

[buffers.B]
type = "f32"
len = "N*N"
init = "normal(0, 1)"
seed = 2

[buffers.C]
type = "f32"
len = 65536
init = "uniform(-1, 1)"
seed = 3
output = true

[work]
flops = "2*N*N*N"

[reference]
name = "sgemm"
"#;

fn parse(text: &str) -> Result<LaunchSpec, SpecError> {
    LaunchSpec::from_str(text, "t.toml")
}

fn err(text: &str) -> String {
    parse(text).unwrap_err().to_string()
}

fn eval(s: &str) -> Result<Number, FormulaError> {
    eval_formula(s, &|n| match n {
        "N" => Some(Number::Int(256)),
        "M" => Some(Number::Int(100)),
        "x" => Some(Number::Float(0.5)),
        _ => None,
    })
}

#[test]
fn parses_the_issue_example() {
    let s = parse(SGEMM).unwrap();
    assert_eq!(s.kernel, "sgemm64");
    assert_eq!(s.grid, [4, 4, 1]);
    assert_eq!(s.block, [256, 1, 1]);
    assert_eq!(s.dynamic_lds, 0);
    assert_eq!(s.args.len(), 8);
    assert_eq!(s.args[0], ArgSpec::Buffer("A".into()));
    let ArgSpec::Scalar(n) = &s.args[3] else {
        panic!("scalar expected")
    };
    assert_eq!(n.ty, ScalarType::I32);
    assert_eq!(n.value, Value::Param("N".into()));
    assert_eq!(n.resolved, Number::Int(256));
    assert_eq!(n.to_le_bytes(), 256i32.to_le_bytes().to_vec());
    let ArgSpec::Scalar(beta) = &s.args[7] else {
        panic!("scalar expected")
    };
    assert_eq!(beta.to_le_bytes(), 0.5f32.to_le_bytes().to_vec());
    assert_eq!(s.buffers["B"].len, 65536);
    assert_eq!(s.buffers["B"].len_formula.as_deref(), Some("N*N"));
    assert_eq!(s.buffers["A"].init, InitRule::Uniform { lo: -1.0, hi: 1.0 });
    assert_eq!(
        s.buffers["B"].init,
        InitRule::Normal {
            mu: 0.0,
            sigma: 1.0
        }
    );
    assert_eq!(s.buffers["C"].seed, 3);
    assert!(s.buffers["C"].output);
    assert!(!s.buffers["A"].output);
    assert_eq!(s.outputs().count(), 1);
    assert_eq!(s.buffers["A"].byte_len(), 262144);
    let w = s.work.as_ref().unwrap();
    assert_eq!(w.flops.as_ref().unwrap().1, 2.0 * 256.0 * 256.0 * 256.0);
    assert!(w.bytes.is_none());
    assert_eq!(s.reference.as_ref().unwrap().reference, Reference::Sgemm);
    assert_eq!(s.block_work_items(), 256);
    assert_eq!(s.workgroups(), 16);
    assert_eq!(s.eval("N/2").unwrap(), Number::Int(128));
    assert_eq!(s.param("N"), Some(Number::Int(256)));
}

#[test]
fn overrides_change_the_size() {
    let text = SGEMM.replace("len = 65536", "len = \"N*N\"");
    let s = LaunchSpec::from_str_with(&text, "t.toml", &[("N", Number::Int(128))]).unwrap();
    assert_eq!(s.buffers["A"].len, 128 * 128);
    assert_eq!(s.param("N"), Some(Number::Int(128)));
}

#[test]
fn formulas() {
    assert_eq!(eval("1 + 2 * 3").unwrap(), Number::Int(7));
    assert_eq!(eval("(1 + 2) * 3").unwrap(), Number::Int(9));
    assert_eq!(eval("2*N*N*N").unwrap(), Number::Int(2 * 256 * 256 * 256));
    assert_eq!(eval("N/128").unwrap(), Number::Int(2));
    assert_eq!(eval("M/8").unwrap(), Number::Float(12.5));
    assert_eq!(eval("M % 8").unwrap(), Number::Int(4));
    assert_eq!(eval("cdiv(M, 8)").unwrap(), Number::Int(13));
    assert_eq!(eval("cdiv(N, 128)").unwrap(), Number::Int(2));
    assert_eq!(eval("min(N, M) + max(N, M)").unwrap(), Number::Int(356));
    assert_eq!(eval("floor(M/8)").unwrap(), Number::Int(12));
    assert_eq!(eval("ceil(M/8)").unwrap(), Number::Int(13));
    assert_eq!(eval("-N + 1").unwrap(), Number::Int(-255));
    assert_eq!(eval("--3").unwrap(), Number::Int(3));
    assert_eq!(eval("x * 4").unwrap(), Number::Float(2.0));
    assert_eq!(eval("1.5e3").unwrap(), Number::Float(1500.0));
    assert_eq!(eval("2e-1").unwrap(), Number::Float(0.2));
    assert_eq!(eval("1_000_000").unwrap(), Number::Int(1_000_000));
    assert_eq!(eval(" N ").unwrap(), Number::Int(256));
    assert_eq!(eval("N*1.0").unwrap(), Number::Float(256.0));
}

#[test]
fn formula_errors() {
    let e = eval("2*Q").unwrap_err().to_string();
    assert!(e.contains("unknown parameter \"Q\""), "{e}");
    assert!(eval("1/0")
        .unwrap_err()
        .to_string()
        .contains("division by zero"));
    assert!(eval("1.0/0")
        .unwrap_err()
        .to_string()
        .contains("division by zero"));
    assert!(eval("x % 2")
        .unwrap_err()
        .to_string()
        .contains("'%' needs integers"));
    assert!(eval("(1 + 2")
        .unwrap_err()
        .to_string()
        .contains("expected ')'"));
    assert!(eval("1 +").unwrap_err().to_string().contains("at the end"));
    assert!(eval("1 2")
        .unwrap_err()
        .to_string()
        .contains("expected an operator"));
    assert!(eval("").unwrap_err().to_string().contains("empty"));
    assert!(eval("N ^ 2")
        .unwrap_err()
        .to_string()
        .contains("unexpected character '^'"));
    assert!(eval("foo(1)")
        .unwrap_err()
        .to_string()
        .contains("unknown function \"foo\""));
    assert!(eval("min(1)")
        .unwrap_err()
        .to_string()
        .contains("takes 2 arguments"));
    assert!(eval("cdiv(x, 2)")
        .unwrap_err()
        .to_string()
        .contains("needs integers"));
    assert!(eval("9223372036854775807 + 1")
        .unwrap_err()
        .to_string()
        .contains("overflow"));
    assert!(eval("99999999999999999999")
        .unwrap_err()
        .to_string()
        .contains("bad number"));
}

#[test]
fn init_rules() {
    let p = |s: &str| s.parse::<InitRule>();
    assert_eq!(p("zeros").unwrap(), InitRule::Zeros);
    assert_eq!(p(" iota ").unwrap(), InitRule::Iota);
    assert_eq!(p("zeros()").unwrap(), InitRule::Zeros);
    assert_eq!(p("const(2.5)").unwrap(), InitRule::Const(2.5));
    assert_eq!(p("const(-1)").unwrap(), InitRule::Const(-1.0));
    assert_eq!(
        p("uniform(-1, 1)").unwrap(),
        InitRule::Uniform { lo: -1.0, hi: 1.0 }
    );
    assert_eq!(
        p("normal(0, 0.5)").unwrap(),
        InitRule::Normal {
            mu: 0.0,
            sigma: 0.5
        }
    );
    assert_eq!(p("identity(4)").unwrap(), InitRule::Identity(4));
    assert_eq!(p("file(a.npy)").unwrap(), InitRule::File("a.npy".into()));
    assert_eq!(
        p("file(\"d/a.npy\")").unwrap(),
        InitRule::File("d/a.npy".into())
    );
    assert!(p("uniform(1)").unwrap_err().contains("takes 2 arguments"));
    assert!(p("uniform(1, 1)").unwrap_err().contains("lo < hi"));
    assert!(p("normal(0, -1)").unwrap_err().contains("sigma >= 0"));
    assert!(p("identity(0)").unwrap_err().contains("positive integer"));
    assert!(p("identity(2.5)").unwrap_err().contains("positive integer"));
    assert!(p("zeros(1)").unwrap_err().contains("takes no arguments"));
    assert!(p("const(1").unwrap_err().contains("missing ')'"));
    assert!(p("file()").unwrap_err().contains("needs a path"));
    let e = p("gauss(0, 1)").unwrap_err();
    assert!(e.contains("unknown init rule \"gauss(0, 1)\""), "{e}");
    assert!(p("const(K)")
        .unwrap_err()
        .contains("unknown parameter \"K\""));
    let with = InitRule::parse("identity(N)", &|n| (n == "N").then_some(Number::Int(8))).unwrap();
    assert_eq!(with, InitRule::Identity(8));
    for r in [
        "zeros",
        "iota",
        "const(2)",
        "uniform(-1, 1)",
        "normal(0, 1)",
        "identity(3)",
        "file(x.npy)",
    ] {
        let parsed = p(r).unwrap();
        assert_eq!(p(&parsed.to_string()).unwrap(), parsed);
    }
}

#[test]
fn types_parse() {
    for t in ElemType::ALL {
        assert_eq!(t.name().parse::<ElemType>().unwrap(), t);
    }
    for t in ScalarType::ALL {
        assert_eq!(t.name().parse::<ScalarType>().unwrap(), t);
    }
    assert!("f128"
        .parse::<ElemType>()
        .unwrap_err()
        .contains("unknown element type"));
    assert!("i8"
        .parse::<ScalarType>()
        .unwrap_err()
        .contains("unknown scalar type"));
    assert_eq!(ElemType::BF16.size_bytes(), 2);
    assert_eq!(ElemType::U64.size_bytes(), 8);
    assert_eq!(ScalarType::F64.size_bytes(), 8);
    assert_eq!(ScalarType::U32.encode(Number::Int(7)), vec![7, 0, 0, 0]);
    assert_eq!(ScalarType::I64.encode(Number::Int(-1)), vec![0xff; 8]);
    for r in Reference::ALL {
        assert_eq!(r.name().parse::<Reference>().unwrap(), r);
    }
}

#[test]
fn syntax_errors_have_positions() {
    let e = err("kernel = \"k\"\ngrid = [1, 1, 1\n");
    assert!(e.starts_with("t.toml:"), "{e}");
    assert!(e.contains(": error: "), "{e}");
    let e = parse(&SGEMM.replace("dynamic_lds = 0", "dynamic_lds = 0\nwarps = 2")).unwrap_err();
    assert!(matches!(e, SpecError::Syntax { .. }));
    assert!(e.to_string().contains("unknown field `warps`"), "{e}");
    assert_eq!(e.position().map(|p| p.0), Some(6));
    let e = err(&SGEMM.replace("seed = 3", "seed = 3\ncolour = 1"));
    assert!(e.contains("unknown field `colour`"), "{e}");
    let e = err(&SGEMM.replace("kernel = \"sgemm64\"\n", ""));
    assert!(e.contains("missing field `kernel`"), "{e}");
}

#[test]
fn duplicate_names_are_toml_errors() {
    let text = format!("{SGEMM}\n[buffers.A]\ntype = \"f32\"\nlen = 4\n");
    let e = parse(&text).unwrap_err();
    assert!(matches!(e, SpecError::Syntax { .. }), "{e}");
    assert!(e.position().is_some());
    let e = parse(&SGEMM.replace("N = 256", "N = 256\nN = 128")).unwrap_err();
    assert!(e.to_string().contains("duplicate key"), "{e}");
}

#[test]
fn undefined_buffer_in_args() {
    let e = parse(&SGEMM.replace("[\"A\", \"B\", \"C\"", "[\"A\", \"B\", \"D\"")).unwrap_err();
    assert_eq!(e.key(), Some("args[2]"));
    let s = e.to_string();
    assert!(s.starts_with("t.toml:6:"), "{s}");
    assert!(
        s.contains("error: args[2]: buffer \"D\" is not defined in [buffers]"),
        "{s}"
    );
}

#[test]
fn param_used_as_buffer() {
    let e = err(&SGEMM.replace("[\"A\", \"B\", \"C\"", "[\"A\", \"B\", \"N\""));
    assert!(e.contains("\"N\" is a parameter, not a buffer"), "{e}");
}

#[test]
fn unused_buffer() {
    let text = format!("{SGEMM}\n[buffers.D]\ntype = \"f32\"\nlen = 4\n");
    let e = parse(&text).unwrap_err();
    assert_eq!(e.key(), Some("buffers.D"));
    assert!(e.to_string().contains("defined but not passed in args"));
}

#[test]
fn zero_and_oversized_dims() {
    let e = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [4, 0, 1]")).unwrap_err();
    assert_eq!(e.key(), Some("grid[1]"));
    assert!(e.to_string().contains("at least 1"));
    let e = parse(&SGEMM.replace("block = [256, 1, 1]", "block = [0, 1, 1]")).unwrap_err();
    assert_eq!(e.key(), Some("block[0]"));
    let e = parse(&SGEMM.replace("block = [256, 1, 1]", "block = [256, 8, 1]")).unwrap_err();
    assert_eq!(e.key(), Some("block"));
    assert!(e.to_string().contains("2048 work-items"), "{e}");
    let e = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = []")).unwrap_err();
    assert!(e.to_string().contains("1 to 3 entries"), "{e}");
    let e = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [1, 1, 1, 1]")).unwrap_err();
    assert!(e.to_string().contains("found 4"), "{e}");
    let e = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [-1, 1, 1]")).unwrap_err();
    assert!(e.to_string().contains("negative"), "{e}");
    let e = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [4294967296, 1, 1]")).unwrap_err();
    assert!(e.to_string().contains("32 bits"), "{e}");
    let e = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [1.5, 1, 1]")).unwrap_err();
    assert!(e.to_string().contains("found a float"), "{e}");
    let s = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [4]")).unwrap();
    assert_eq!(s.grid, [4, 1, 1]);
    let e = parse(&SGEMM.replace("dynamic_lds = 0", "dynamic_lds = 65537")).unwrap_err();
    assert_eq!(e.key(), Some("dynamic_lds"));
}

#[test]
fn grid_formulas() {
    let s = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [\"N/64\", \"cdiv(N, 100)\", 1]"))
        .unwrap();
    assert_eq!(s.grid, [4, 3, 1]);
    let e = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [\"N/100\", 1, 1]")).unwrap_err();
    assert_eq!(e.key(), Some("grid[0]"));
    assert!(
        e.to_string().contains("\"N/100\" = 2.56 is not an integer"),
        "{e}"
    );
    assert!(e.to_string().contains("cdiv"), "{e}");
    let e = parse(&SGEMM.replace("grid = [4, 4, 1]", "grid = [\"P/2\", 1, 1]")).unwrap_err();
    assert!(
        e.to_string().contains("grid[0]: unknown parameter \"P\""),
        "{e}"
    );
}

#[test]
fn no_output() {
    let e = err(&SGEMM.replace("output = true", "output = false"));
    assert!(e.contains("no buffer is marked `output = true`"), "{e}");
    assert!(e.starts_with("t.toml: error: buffers: "), "{e}");
}

#[test]
fn empty_args() {
    let text = "kernel = \"k\"\ngrid = [1]\nblock = [1]\nargs = []\n";
    let e = parse(text).unwrap_err();
    assert_eq!(e.key(), Some("args"));
    assert_eq!(e.position(), Some((4, 8)));
}

#[test]
fn name_clash_and_bad_names() {
    let e = err(&SGEMM.replace("N = 256", "N = 256\nA = 3"));
    assert!(e.contains("\"A\" is both a parameter and a buffer"), "{e}");
    let e = err(&SGEMM.replace("N = 256", "N = 256\n\"2x\" = 3"));
    assert!(e.contains("params.2x"), "{e}");
    assert!(e.contains("not a valid parameter name"), "{e}");
}

#[test]
fn buffer_errors() {
    let e = parse(&SGEMM.replace(
        "type = \"f32\"\nlen = 65536\ninit = \"uniform(-1, 1)\"\nseed = 1",
        "type = \"f33\"\nlen = 65536",
    ))
    .unwrap_err();
    assert_eq!(e.key(), Some("buffers.A.type"));
    let e = parse(&SGEMM.replace("init = \"normal(0, 1)\"", "init = \"gauss(0, 1)\"")).unwrap_err();
    assert_eq!(e.key(), Some("buffers.B.init"));
    assert!(
        e.to_string().contains("unknown init rule \"gauss(0, 1)\""),
        "{e}"
    );
    let e = parse(&SGEMM.replace("len = \"N*N\"", "len = \"N*N - 65536\"")).unwrap_err();
    assert_eq!(e.key(), Some("buffers.B.len"));
    assert!(e.to_string().contains("at least one element"));
    let e = parse(&SGEMM.replace("len = \"N*N\"", "len = \"N*Q\"")).unwrap_err();
    assert!(
        e.to_string()
            .contains("buffers.B.len: unknown parameter \"Q\""),
        "{e}"
    );
    let e = parse(&SGEMM.replace("seed = 2", "seed = -2")).unwrap_err();
    assert_eq!(e.key(), Some("buffers.B.seed"));
    let e = parse(&SGEMM.replace("len = \"N*N\"", "len = true")).unwrap_err();
    assert!(e.to_string().contains("found a boolean"), "{e}");
    let e =
        parse(&SGEMM.replace("init = \"normal(0, 1)\"", "init = \"identity(100)\"")).unwrap_err();
    assert!(
        e.to_string()
            .contains("identity(100) fills 100 x 100 elements, the buffer has len = 65536"),
        "{e}"
    );
    let s = parse(&SGEMM.replace("init = \"normal(0, 1)\"", "init = \"identity(N)\"")).unwrap();
    assert_eq!(s.buffers["B"].init, InitRule::Identity(256));
    // seed and init default
    let s = parse(&SGEMM.replace("init = \"uniform(-1, 1)\"\nseed = 1\n", "")).unwrap();
    assert_eq!(s.buffers["A"].seed, 0);
    assert_eq!(s.buffers["A"].init, InitRule::Zeros);
}

#[test]
fn integer_buffer_inits() {
    let base = "kernel = \"k\"\ngrid = [1]\nblock = [64]\nargs = [\"X\"]\n[buffers.X]\ntype = \"u8\"\nlen = 300\noutput = true\n";
    assert!(parse(&format!("{base}init = \"uniform(0, 255)\"\n")).is_ok());
    let e = err(&format!("{base}init = \"uniform(0, 256)\"\n"));
    assert!(e.contains("256 is not a u8 value"), "{e}");
    let e = err(&format!("{base}init = \"const(1.5)\"\n"));
    assert!(e.contains("1.5 is not a u8 value"), "{e}");
    let e = err(&format!("{base}init = \"normal(0, 1)\"\n"));
    assert!(e.contains("needs a floating-point buffer"), "{e}");
    let e = err(&format!("{base}init = \"iota\"\n"));
    assert!(e.contains("iota up to 299 does not fit in u8"), "{e}");
}

#[test]
fn scalar_args() {
    let with = |args: &str| {
        SGEMM.replace(
        "args = [\"A\", \"B\", \"C\", { i32 = \"N\" }, { i32 = \"N\" }, { i32 = \"N\" }, { f32 = 1.0 }, { f32 = 0.5 }]",
        &format!("args = [\"A\", \"B\", \"C\", {args}]"),
    ).replace("[reference]\nname = \"sgemm\"\n", "")
    };
    let s = parse(&with("{ u64 = \"N*N\" }, { f64 = 2 }, { i32 = -5 }")).unwrap();
    let ArgSpec::Scalar(a) = &s.args[3] else {
        panic!()
    };
    assert_eq!(a.value, Value::Formula("N*N".into()));
    assert_eq!(a.resolved, Number::Int(65536));
    let ArgSpec::Scalar(b) = &s.args[4] else {
        panic!()
    };
    assert_eq!(b.resolved, Number::Float(2.0));
    assert_eq!(b.to_le_bytes(), 2.0f64.to_le_bytes().to_vec());
    let ArgSpec::Scalar(c) = &s.args[5] else {
        panic!()
    };
    assert_eq!(c.to_le_bytes(), (-5i32).to_le_bytes().to_vec());

    let e = parse(&with("{ u32 = -1 }")).unwrap_err();
    assert_eq!(e.key(), Some("args[3]"));
    assert!(e.to_string().contains("out of range for u32"), "{e}");
    let e = err(&with("{ i32 = 3000000000 }"));
    assert!(e.contains("out of range for i32"), "{e}");
    let e = err(&with("{ i32 = 1.5 }"));
    assert!(e.contains("not an integer"), "{e}");
    let e = err(&with("{ i32 = \"N/3\" }"));
    assert!(e.contains("not an integer"), "{e}");
    let e = err(&with("{ i8 = 1 }"));
    assert!(e.contains("unknown scalar type \"i8\""), "{e}");
    let e = err(&with("{ i32 = 1, f32 = 2.0 }"));
    assert!(e.contains("exactly one key"), "{e}");
    let e = err(&with("{ i32 = \"Q\" }"));
    assert!(e.contains("args[3]: unknown parameter \"Q\""), "{e}");
    let e = err(&with("{ i32 = true }"));
    assert!(e.contains("not a boolean"), "{e}");
    let e = err(&with("7"));
    assert!(
        e.contains("args[3]: an argument is a buffer name or a scalar table"),
        "{e}"
    );
    let e = err(&with("{ f32 = 1e39 }"));
    assert!(e.contains("does not fit in f32"), "{e}");
}

#[test]
fn reference_checks() {
    let e = parse(&SGEMM.replace("name = \"sgemm\"", "name = \"dgemm\"")).unwrap_err();
    assert_eq!(e.key(), Some("reference.name"));
    assert!(e.to_string().contains("unknown reference \"dgemm\""));
    let e = err(&SGEMM.replace("name = \"sgemm\"", "name = \"vector_add\""));
    assert!(
        e.contains("expects 4 arguments (A, B, C, n), args has 8"),
        "{e}"
    );
    let e = parse(&SGEMM.replace("{ f32 = 1.0 }, { f32 = 0.5 }", "{ i32 = 1 }, { f32 = 0.5 }"))
        .unwrap_err();
    assert_eq!(e.key(), Some("args[6]"));
    assert!(
        e.to_string().contains("expects a float scalar (alpha)"),
        "{e}"
    );
    let e = parse(&SGEMM.replace(
        "type = \"f32\"\nlen = \"N*N\"",
        "type = \"f64\"\nlen = \"N*N\"",
    ))
    .unwrap_err();
    assert_eq!(e.key(), Some("buffers.B.type"));
    let s = parse(&SGEMM.replace(
        "name = \"sgemm\"",
        "name = \"sgemm\"\nrtol = 1e-5\natol = 0.0",
    ))
    .unwrap();
    let r = s.reference.unwrap();
    assert_eq!((r.rtol, r.atol), (Some(1e-5), Some(0.0)));
    let e = parse(&SGEMM.replace("name = \"sgemm\"", "name = \"sgemm\"\nrtol = -1.0")).unwrap_err();
    assert_eq!(e.key(), Some("reference.rtol"));
    let e = err(&SGEMM.replace("name = \"sgemm\"", "name = \"sgemm\"\ntol = 1.0"));
    assert!(e.contains("unknown field `tol`"), "{e}");
}

#[test]
fn work_checks() {
    let s =
        parse(&SGEMM.replace("flops = \"2*N*N*N\"", "flops = 10\nbytes = \"4*N*N*3\"")).unwrap();
    let w = s.work.unwrap();
    assert_eq!(w.flops.unwrap().1, 10.0);
    assert_eq!(w.bytes.unwrap(), ("4*N*N*3".to_string(), 786432.0));
    let e = parse(&SGEMM.replace("flops = \"2*N*N*N\"", "")).unwrap_err();
    assert_eq!(e.key(), Some("work"));
    let e = parse(&SGEMM.replace("flops = \"2*N*N*N\"", "flops = \"N-N\"")).unwrap_err();
    assert!(e.to_string().contains("must be positive"), "{e}");
    let e = err(&SGEMM.replace("flops = \"2*N*N*N\"", "flop = 1"));
    assert!(e.contains("unknown field `flop`"), "{e}");
}

#[test]
fn param_formulas_and_cycles() {
    let s = parse(&SGEMM.replace("N = 256", "N = \"2*H\"\nH = 128\nalpha = 1.5")).unwrap();
    assert_eq!(s.param("N"), Some(Number::Int(256)));
    assert_eq!(s.param("alpha"), Some(Number::Float(1.5)));
    let e = err(&SGEMM.replace("N = 256", "N = \"P\"\nP = \"N\""));
    assert!(e.contains("cycle"), "{e}");
    let e = err(&SGEMM.replace("N = 256", "N = \"2*Z\""));
    assert!(e.contains("params.N: unknown parameter \"Z\""), "{e}");
    let e = err(&SGEMM.replace("N = 256", "N = [1]"));
    assert!(e.contains("not an array"), "{e}");
}

#[test]
fn kernel_name_checks() {
    let e = parse(&SGEMM.replace("kernel = \"sgemm64\"", "kernel = \"\"")).unwrap_err();
    assert_eq!(e.key(), Some("kernel"));
    // A full signature is a name too: the kernel file resolves it (`kernel::names`).
    let s = parse(&SGEMM.replace("kernel = \"sgemm64\"", "kernel = \"sgemm64(float const*)\""))
        .unwrap();
    assert_eq!(s.kernel, "sgemm64(float const*)");
    let s = parse(&SGEMM.replace("kernel = \"sgemm64\"", "kernel = \"ns::sgemm<128>\"")).unwrap();
    assert_eq!(s.kernel, "ns::sgemm<128>");
}

#[test]
fn file_paths_resolve_next_to_the_spec() {
    let text = SGEMM.replace("init = \"normal(0, 1)\"", "init = \"file(b.npy)\"");
    let s = LaunchSpec::from_str(&text, "samples/x/n.toml").unwrap();
    let InitRule::File(f) = &s.buffers["B"].init else {
        panic!()
    };
    assert_eq!(s.resolve_file(f), PathBuf::from("samples/x/b.npy"));
}

#[test]
fn io_error_names_the_file() {
    let e = LaunchSpec::from_file("/nonexistent/spec.toml").unwrap_err();
    assert!(
        e.to_string()
            .starts_with("/nonexistent/spec.toml: error: cannot read"),
        "{e}"
    );
}

#[test]
fn line_col_counts_from_one() {
    assert_eq!(line_col("ab\ncd", 0), (1, 1));
    assert_eq!(line_col("ab\ncd", 4), (2, 2));
    assert_eq!(line_col("ab", 99), (1, 3));
}

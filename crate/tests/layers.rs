//! The shape of `crate/src`, read as text (docs/architecture.md):
//!
//! * no import cycle between modules (a module is a file; `mod.rs` is its folder's module);
//! * no module uses a layer above its own (the layers are the folders, in [`LAYERS`]);
//! * no file over [`MAX_FILE_LINES`] lines and no function over [`MAX_FN_LINES`] lines, but for
//!   the few named in [`LONG_FILES`] and [`LONG_FNS`], each with its reason.
//!
//! Test code (`#[cfg(test)] mod tests { … }`, or a file its parent declares with
//! `#[cfg(test)] mod tests;`) is left out of the dependency graph: it may use anything, as the
//! crate's integration tests do. A file's size counts its code (not blank lines, comments or its
//! test module), so a file is split where its concepts part, never squeezed to fit.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The layers, bottom to top: a module may use its own layer and those below, never one above.
/// A folder of `crate/src` is a layer; the top one, `facade/`, only converts what the application
/// floor (`app/`: a game's history, the editor, the computer's opponent, the analyst) and the
/// floors below answer, for the page (`facade/wasm/`) and the command line (`bin/`, counted in
/// the facade).
const LAYERS: &[&str] =
    &["vocab", "rules", "board", "capture", "victory", "position", "text", "ai", "teach", "app", "facade"];

/// What the floors above the position's ([`ASKING_THE_POSITION`]) never name, with what they ask
/// instead: the position answers the offers of a turn (`Position::offers`, `Position::origins`,
/// `Position::sort_targets`), so nothing above it reaches into the captures or the board.
const BEHIND_THE_POSITION: &[(&str, &str)] = &[
    ("capture::turns", "the turns on offer: ask Position::offers or Position::origins"),
    ("board::state", "the board state the captures play on: ask the Position"),
];

/// The floors that ask the position and never what is behind it ([`BEHIND_THE_POSITION`]).
const ASKING_THE_POSITION: &[&str] = &["app", "facade"];

/// Files left out of every check: the crate root only declares modules and re-exports them.
const SKIP: &[&str] = &["lib.rs"];

const MAX_FILE_LINES: usize = 700;
const MAX_FN_LINES: usize = 80;

/// Files allowed over [`MAX_FILE_LINES`]: (path under `crate/src`, reason).
const LONG_FILES: &[(&str, &str)] = &[];

/// Functions allowed over [`MAX_FN_LINES`]: (path under `crate/src`, function name, reason).
const LONG_FNS: &[(&str, &str, &str)] =
    &[("rules/describe.rs", "sentences", "a table: one sentence per rule option, in the rules panel's order")];

/// One source file: its path under `crate/src`, its module path and its text.
struct Source {
    path: String,
    module: Vec<String>,
    text: String,
}

fn sources(root: &Path) -> Vec<Source> {
    let mut out = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path: PathBuf = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
                out.push(Source { module: module_of(&rel), text: fs::read_to_string(&path).unwrap(), path: rel });
            }
        }
    }
    out.sort_by(|a, b| a.path.cmp(&b.path));
    out
}

/// `vocab/cell.rs` → `[vocab, cell]`; `rules/mod.rs` → `[rules]`; `lib.rs` → `[]`.
fn module_of(path: &str) -> Vec<String> {
    let mut parts: Vec<String> = path.trim_end_matches(".rs").split('/').map(String::from).collect();
    if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
        parts.pop();
    }
    parts
}

/// A file's layer: its top folder, or the facade for the command line's binary in `bin/`.
fn layer_of(source: &Source) -> usize {
    let name = match source.path.split_once('/') {
        Some(("bin", _)) => "facade",
        None => panic!("{}: a file at the crate root outside a layer folder (only lib.rs is)", source.path),
        Some((folder, _)) => folder,
    };
    LAYERS
        .iter()
        .position(|l| *l == name)
        .unwrap_or_else(|| panic!("{}: folder `{name}` is not a layer in LAYERS", source.path))
}

// ---- reading Rust text -------------------------------------------------------------------

/// The text with comments, string and char literals blanked (newlines kept, so line numbers
/// and brace depths survive).
fn code_only(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let blank = |out: &mut String, ch: char| out.push(if ch == '\n' { '\n' } else { ' ' });
    let mut i = 0;
    while i < c.len() {
        if c[i] == '/' && c.get(i + 1) == Some(&'/') {
            while i < c.len() && c[i] != '\n' {
                blank(&mut out, c[i]);
                i += 1;
            }
        } else if c[i] == '/' && c.get(i + 1) == Some(&'*') {
            let mut depth = 0;
            loop {
                if i >= c.len() {
                    break;
                }
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
        } else if c[i] == 'r'
            && (c.get(i + 1) == Some(&'"') || c.get(i + 1) == Some(&'#'))
            && !ident_char(c.get(i.wrapping_sub(1)).copied())
        {
            // A raw string r"…" or r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while c.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if c.get(j) != Some(&'"') {
                out.push(c[i]);
                i += 1;
                continue;
            }
            out.push('"');
            i = j + 1;
            loop {
                if i >= c.len() {
                    break;
                }
                if c[i] == '"' && (0..hashes).all(|k| c.get(i + 1 + k) == Some(&'#')) {
                    out.push('"');
                    i += 1 + hashes;
                    break;
                }
                blank(&mut out, c[i]);
                i += 1;
            }
        } else if c[i] == '"' {
            out.push('"');
            i += 1;
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' {
                    blank(&mut out, c[i]);
                    i += 1;
                }
                if i < c.len() {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
            out.push('"');
            i += 1;
        } else if c[i] == '\'' {
            // A char literal ('x', '\n', '\u{7f}') or a lifetime ('a).
            if c.get(i + 1) == Some(&'\\') {
                out.push('\'');
                i += 2;
                while i < c.len() && c[i] != '\'' {
                    out.push(' ');
                    i += 1;
                }
                out.push('\'');
                i += 1;
            } else if c.get(i + 2) == Some(&'\'') {
                out.push_str("' '");
                i += 3;
            } else {
                out.push('\'');
                i += 1;
            }
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

fn ident_char(c: Option<char>) -> bool {
    c.is_some_and(|c| c.is_alphanumeric() || c == '_')
}

/// The code of `source` that counts in the graph: none for a test module in a file of its own
/// (its parent declares it `#[cfg(test)] mod name;`), otherwise all but its test modules.
fn code_of(source: &Source, sources: &[Source]) -> String {
    let Some((name, parent)) = source.module.split_last() else { return without_tests(&code_only(&source.text)) };
    let declaration = format!("#[cfg(test)]\nmod {name};");
    if sources.iter().any(|s| s.module == parent && code_only(&s.text).contains(&declaration)) {
        return String::new();
    }
    without_tests(&code_only(&source.text))
}

/// The code without its test modules (`#[cfg(test)]` followed by `mod name { … }`).
fn without_tests(code: &str) -> String {
    let mut out = code.to_string();
    while let Some(at) = out.find("#[cfg(test)]") {
        let rest = &out[at..];
        let Some(open) = rest.find('{') else { break };
        let header = &rest[..open];
        if !header.contains("mod ") {
            // `#[cfg(test)]` on something else (a function, an impl): blank the attribute only.
            out.replace_range(at..at + "#[cfg(test)]".len(), &" ".repeat("#[cfg(test)]".len()));
            continue;
        }
        let end = at + open + matching_brace(&rest[open..]);
        let blanked: String = out[at..end].chars().map(|c| if c == '\n' { '\n' } else { ' ' }).collect();
        out.replace_range(at..end, &blanked);
    }
    out
}

/// The byte length of `text` up to and including the brace that closes its first `{`.
fn matching_brace(text: &str) -> usize {
    let mut depth = 0usize;
    for (i, ch) in text.char_indices() {
        match ch {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
    }
    text.len()
}

/// Every path a file names that starts with `crate`, `super` or `self`, with `use` trees
/// (`use crate::a::{b::C, d}`) expanded. Re-exports of a folder's `mod.rs` (`pub use`) are left
/// out: they make the folder's items reachable, they are not a use.
fn paths_named(code: &str, is_folder_module: bool) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let tokens = tokenize(code);
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i].as_str();
        if t == "use" {
            let reexport = i > 0 && (tokens[i - 1] == "pub" || tokens[i - 1] == ")");
            let mut j = i + 1;
            let mut tree = Vec::new();
            while j < tokens.len() && tokens[j] != ";" {
                tree.push(tokens[j].clone());
                j += 1;
            }
            if !(reexport && is_folder_module) {
                let mut pos = 0;
                for p in expand_tree(&tree, &mut pos, Vec::new()) {
                    if matches!(p.first().map(String::as_str), Some("crate" | "super" | "self")) {
                        out.push(p);
                    }
                }
            }
            i = j;
        } else if (t == "crate" || t == "super") && tokens.get(i + 1).is_some_and(|n| n == "::") {
            let mut p = vec![t.to_string()];
            let mut j = i + 1;
            while j + 1 < tokens.len() && tokens[j] == "::" && is_ident(&tokens[j + 1]) {
                p.push(tokens[j + 1].clone());
                j += 2;
            }
            out.push(p);
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

fn is_ident(t: &str) -> bool {
    t.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_')
}

fn tokenize(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let c: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < c.len() {
        if c[i].is_whitespace() {
            i += 1;
        } else if c[i].is_alphanumeric() || c[i] == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            out.push(c[start..i].iter().collect());
        } else if c[i] == ':' && c.get(i + 1) == Some(&':') {
            out.push("::".into());
            i += 2;
        } else {
            out.push(c[i].to_string());
            i += 1;
        }
    }
    out
}

/// Expands a `use` tree from `tokens[*pos]` on: `a::b::{c, d::e}` → `a::b::c`, `a::b::d::e`.
fn expand_tree(tokens: &[String], pos: &mut usize, prefix: Vec<String>) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut path = prefix.clone();
    while *pos < tokens.len() {
        let t = tokens[*pos].as_str();
        match t {
            "{" => {
                *pos += 1;
                loop {
                    out.extend(expand_tree(tokens, pos, path.clone()));
                    match tokens.get(*pos).map(String::as_str) {
                        Some(",") => *pos += 1,
                        Some("}") => {
                            *pos += 1;
                            break;
                        }
                        _ => break,
                    }
                    if tokens.get(*pos).map(String::as_str) == Some("}") {
                        *pos += 1;
                        break;
                    }
                }
                return out;
            }
            "," | "}" => break,
            "::" => *pos += 1,
            "as" => *pos += 2,
            "*" => *pos += 1,
            _ => {
                path.push(t.to_string());
                *pos += 1;
            }
        }
    }
    if path.len() > prefix.len() {
        if path.last().is_some_and(|l| l == "self") {
            path.pop();
        }
        out.push(path);
    }
    out
}

// ---- the module graph -------------------------------------------------------------------

/// The crate's modules and what each folder module and the crate root re-export.
struct Tree {
    modules: BTreeSet<Vec<String>>,
    /// module → (name → the path it re-exports), from `pub use` and `pub(crate) use`.
    reexports: BTreeMap<Vec<String>, BTreeMap<String, Vec<String>>>,
}

impl Tree {
    fn new(sources: &[Source]) -> Tree {
        let modules = sources.iter().map(|s| s.module.clone()).collect();
        let mut reexports = BTreeMap::new();
        for s in sources {
            let code = code_of(s, sources);
            let tokens = tokenize(&code);
            let mut map = BTreeMap::new();
            for i in 0..tokens.len() {
                if tokens[i] == "use" && i > 0 && (tokens[i - 1] == "pub" || tokens[i - 1] == ")") {
                    let mut j = i + 1;
                    let mut tree = Vec::new();
                    while j < tokens.len() && tokens[j] != ";" {
                        tree.push(tokens[j].clone());
                        j += 1;
                    }
                    let mut pos = 0;
                    for p in expand_tree(&tree, &mut pos, Vec::new()) {
                        let absolute = absolute(&s.module, &p);
                        map.insert(p.last().unwrap().clone(), absolute);
                    }
                }
            }
            reexports.insert(s.module.clone(), map);
        }
        Tree { modules, reexports }
    }

    /// The module (file) that defines what an absolute path names.
    fn resolve(&self, path: &[String]) -> Vec<String> {
        let mut module: Vec<String> = Vec::new();
        for (k, segment) in path.iter().enumerate() {
            let mut child = module.clone();
            child.push(segment.clone());
            if self.modules.contains(&child) {
                module = child;
                continue;
            }
            if let Some(target) = self.reexports.get(&module).and_then(|m| m.get(segment)) {
                if target.as_slice() != path {
                    let mut next = target.clone();
                    next.extend(path[k + 1..].iter().cloned());
                    return self.resolve(&next);
                }
            }
            break;
        }
        module
    }
}

/// A path relative to `module` made absolute (without the leading `crate`).
fn absolute(module: &[String], path: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut rest = path;
    match path.first().map(String::as_str) {
        Some("crate") => rest = &path[1..],
        Some("self") | Some("super") => {
            out = module.to_vec();
            while let Some(first) = rest.first() {
                match first.as_str() {
                    "self" => rest = &rest[1..],
                    "super" => {
                        out.pop();
                        rest = &rest[1..];
                    }
                    _ => break,
                }
            }
        }
        // A name in scope of the module (a sibling `use`d earlier, an external crate): relative.
        _ => out = module.to_vec(),
    }
    out.extend(rest.iter().cloned());
    out
}

/// Every module → the modules it uses (itself excluded).
fn graph(sources: &[Source]) -> BTreeMap<Vec<String>, BTreeSet<Vec<String>>> {
    let tree = Tree::new(sources);
    let mut out = BTreeMap::new();
    for s in sources.iter().filter(|s| !SKIP.contains(&s.path.as_str())) {
        let code = code_of(s, sources);
        let is_folder = s.path.ends_with("mod.rs");
        let mut uses = BTreeSet::new();
        for p in paths_named(&code, is_folder) {
            let target = tree.resolve(&absolute(&s.module, &p));
            if target != s.module && !target.is_empty() {
                uses.insert(target);
            }
        }
        out.insert(s.module.clone(), uses);
    }
    out
}

/// The cycles of the graph: its strongly connected components of more than one module.
fn cycles(graph: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Vec<Vec<String>> {
    // Kosaraju: order by finish time, then walk the reversed graph.
    let nodes: Vec<&Vec<String>> = graph.keys().collect();
    let mut seen = BTreeSet::new();
    let mut order = Vec::new();
    for &n in &nodes {
        if seen.contains(n) {
            continue;
        }
        let mut stack = vec![(n, false)];
        while let Some((v, done)) = stack.pop() {
            if done {
                order.push(v);
                continue;
            }
            if !seen.insert(v) {
                continue;
            }
            stack.push((v, true));
            for w in graph.get(v).into_iter().flatten() {
                if graph.contains_key(w) && !seen.contains(w) {
                    stack.push((w, false));
                }
            }
        }
    }
    let mut reversed: BTreeMap<&Vec<String>, Vec<&Vec<String>>> = BTreeMap::new();
    for (v, ws) in graph {
        for w in ws {
            reversed.entry(w).or_default().push(v);
        }
    }
    let mut assigned = BTreeSet::new();
    let mut out = Vec::new();
    for &n in order.iter().rev() {
        if assigned.contains(n) {
            continue;
        }
        let mut component = Vec::new();
        let mut stack = vec![n];
        assigned.insert(n);
        while let Some(v) = stack.pop() {
            component.push(v.join("::"));
            for &w in reversed.get(v).into_iter().flatten() {
                if assigned.insert(w) {
                    stack.push(w);
                }
            }
        }
        if component.len() > 1 {
            component.sort();
            out.push(component);
        }
    }
    out
}

fn cycle_failures(sources: &[Source]) -> Vec<String> {
    cycles(&graph(sources)).into_iter().map(|c| format!("import cycle between modules: {}", c.join(", "))).collect()
}

fn layer_failures(sources: &[Source]) -> Vec<String> {
    let by_module: BTreeMap<&Vec<String>, &Source> = sources.iter().map(|s| (&s.module, s)).collect();
    let mut out = Vec::new();
    for (module, uses) in graph(sources) {
        let from = by_module[&module];
        for target in uses {
            let Some(to) = by_module.get(&target) else { continue };
            if SKIP.contains(&to.path.as_str()) {
                continue;
            }
            let (a, b) = (layer_of(from), layer_of(to));
            if b > a {
                out.push(format!(
                    "{} (layer {}) uses {} (layer {}), a layer above it",
                    from.path, LAYERS[a], to.path, LAYERS[b]
                ));
            }
        }
    }
    out
}

/// Each module of the floors that ask the position which names a module behind it, itself or
/// through a re-export.
fn behind_the_position_failures(sources: &[Source]) -> Vec<String> {
    let by_module: BTreeMap<&Vec<String>, &Source> = sources.iter().map(|s| (&s.module, s)).collect();
    let mut out = Vec::new();
    for (module, uses) in graph(sources) {
        let from = by_module[&module];
        if !ASKING_THE_POSITION.contains(&LAYERS[layer_of(from)]) {
            continue;
        }
        for (behind, instead) in BEHIND_THE_POSITION {
            if uses.iter().any(|u| u.join("::") == *behind) {
                out.push(format!("{} names {behind}, behind the position ({instead})", from.path));
            }
        }
    }
    out
}

// ---- sizes ------------------------------------------------------------------------------

/// Every function of a file: (name, first line, line count), the signature's line to the
/// closing brace.
fn functions(text: &str) -> Vec<(String, usize, usize)> {
    let code = code_only(text);
    let mut out = Vec::new();
    let starts: Vec<usize> = code.char_indices().filter(|(_, c)| *c == '\n').map(|(i, _)| i + 1).collect();
    let line_of = |byte: usize| starts.partition_point(|&s| s <= byte) + 1;
    let bytes = code.as_bytes();
    let mut i = 0;
    while let Some(found) = code[i..].find("fn ") {
        let at = i + found;
        i = at + 3;
        if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
            continue;
        }
        let name: String = code[at + 3..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        if name.is_empty() {
            continue; // `fn(` pointer types
        }
        // The body: the first `{` before any `;` (a declaration without body ends at `;`).
        let rest = &code[at..];
        let (Some(open), semi) = (rest.find('{'), rest.find(';')) else { continue };
        if semi.is_some_and(|s| s < open) {
            continue;
        }
        let end = at + open + matching_brace(&rest[open..]);
        let (first, last) = (line_of(at), line_of(end - 1));
        out.push((name, first, last - first + 1));
    }
    out
}

/// The lines of code a file holds: lines with code outside comments and its test module (a line
/// wholly inside a multi-line string literal is not counted).
fn code_lines(text: &str) -> usize {
    without_tests(&code_only(text)).lines().filter(|l| !l.trim().is_empty()).count()
}

fn size_failures(sources: &[Source]) -> Vec<String> {
    let mut out = Vec::new();
    for s in sources {
        let lines = code_lines(&s.text);
        if lines > MAX_FILE_LINES && !LONG_FILES.iter().any(|(p, _)| *p == s.path) {
            out.push(format!("{}: {lines} lines of code (at most {MAX_FILE_LINES}); split it", s.path));
        }
        for (name, line, count) in functions(&s.text) {
            if count > MAX_FN_LINES && !LONG_FNS.iter().any(|(p, f, _)| *p == s.path && *f == name) {
                out.push(format!("{}:{line}: fn {name} is {count} lines (at most {MAX_FN_LINES}); split it", s.path));
            }
        }
    }
    out
}

fn crate_sources() -> Vec<Source> {
    sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

fn assert_none(failures: Vec<String>) {
    assert!(failures.is_empty(), "{} problem(s):\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn no_import_cycle_between_modules() {
    assert_none(cycle_failures(&crate_sources()));
}

#[test]
fn no_module_uses_a_layer_above_its_own() {
    assert_none(layer_failures(&crate_sources()));
}

#[test]
fn nothing_above_the_position_reaches_behind_it() {
    assert_none(behind_the_position_failures(&crate_sources()));
}

#[test]
fn no_file_or_function_is_too_long() {
    assert_none(size_failures(&crate_sources()));
}

#[test]
fn every_allowance_is_still_needed() {
    let sources = crate_sources();
    for (path, why) in LONG_FILES {
        let s = sources
            .iter()
            .find(|s| s.path == *path)
            .unwrap_or_else(|| panic!("LONG_FILES names {path}, which does not exist"));
        assert!(code_lines(&s.text) > MAX_FILE_LINES, "{path} is short enough now: remove it from LONG_FILES ({why})");
    }
    for (path, name, why) in LONG_FNS {
        let s = sources
            .iter()
            .find(|s| s.path == *path)
            .unwrap_or_else(|| panic!("LONG_FNS names {path}, which does not exist"));
        let count = functions(&s.text).into_iter().filter(|(n, _, _)| n == name).map(|(_, _, c)| c).max();
        assert!(
            count.is_some_and(|c| c > MAX_FN_LINES),
            "{path}: fn {name} is short enough now (or gone): remove it from LONG_FNS ({why})"
        );
    }
}

// ---- the checks themselves, on made-up crates -----------------------------------------

fn fake(files: &[(&str, &str)]) -> Vec<Source> {
    files
        .iter()
        .map(|(path, text)| Source { path: path.to_string(), module: module_of(path), text: text.to_string() })
        .collect()
}

#[test]
fn a_cycle_is_found_through_use_trees_super_and_reexports() {
    let sources = fake(&[
        ("lib.rs", "mod vocab;\nmod board;\npub use board::grid::Grid;\n"),
        ("vocab/mod.rs", "pub mod cell;\n"),
        ("vocab/cell.rs", "pub struct Cell;\n"),
        ("board/mod.rs", "pub mod grid;\npub mod walk;\npub use grid::Grid;\n"),
        ("board/grid.rs", "use crate::{vocab::cell::Cell, board::walk::{self}};\npub struct Grid(Cell);\n"),
        (
            "board/walk.rs",
            "// crate::vocab in a comment is no use\nfn f() -> crate::Grid { let s = \"crate::x\"; todo!() }\n",
        ),
    ]);
    assert_eq!(cycle_failures(&sources), vec!["import cycle between modules: board::grid, board::walk".to_string()]);
    let fixed = fake(&[
        ("lib.rs", "mod vocab;\nmod board;\n"),
        ("vocab/mod.rs", "pub mod cell;\n"),
        ("vocab/cell.rs", "pub struct Cell;\n"),
        ("board/mod.rs", "pub mod grid;\npub mod walk;\npub use grid::Grid;\n"),
        ("board/grid.rs", "use crate::vocab::cell::Cell;\npub struct Grid(Cell);\n"),
        ("board/walk.rs", "use super::Grid;\nfn f() -> Grid { todo!() }\n#[cfg(test)]\nmod tests {\n    use crate::board::grid::*;\n}\n"),
    ]);
    assert!(cycle_failures(&fixed).is_empty());
    assert_eq!(
        graph(&fixed)[&vec!["board".to_string(), "walk".to_string()]],
        BTreeSet::from([vec!["board".to_string(), "grid".to_string()]])
    );
}

#[test]
fn a_use_of_a_higher_layer_is_found() {
    let sources = fake(&[
        ("lib.rs", "mod vocab;\nmod board;\n"),
        ("vocab/mod.rs", "pub mod cell;\n"),
        ("vocab/cell.rs", "fn f(b: &crate::board::Board) {}\n"),
        ("board/mod.rs", "pub struct Board;\n"),
    ]);
    assert_eq!(
        layer_failures(&sources),
        vec!["vocab/cell.rs (layer vocab) uses board/mod.rs (layer board), a layer above it".to_string()]
    );
}

#[test]
fn a_test_module_in_a_file_of_its_own_may_use_any_layer() {
    let crate_with = |declaration: &str| {
        fake(&[
            ("lib.rs", "mod vocab;\nmod board;\n"),
            ("vocab/mod.rs", "pub mod cell;\n"),
            ("vocab/cell.rs", &format!("pub struct Cell;\n{declaration}\n")),
            ("vocab/cell/tests.rs", "use crate::board::Board;\n"),
            ("board/mod.rs", "pub struct Board;\n"),
        ])
    };
    assert!(layer_failures(&crate_with("#[cfg(test)]\nmod tests;")).is_empty());
    assert_eq!(
        layer_failures(&crate_with("mod tests;")),
        vec!["vocab/cell/tests.rs (layer vocab) uses board/mod.rs (layer board), a layer above it".to_string()]
    );
}

#[test]
fn long_functions_are_measured_from_signature_to_closing_brace() {
    let body = "    let x = '{';\n".repeat(MAX_FN_LINES - 1);
    let text = format!("fn short() {{}}\n/// fn not_me() {{\nfn long<'a>(s: &'a str) {{\n{body}}}\n");
    let found = functions(&text);
    assert_eq!(found, vec![("short".to_string(), 1, 1), ("long".to_string(), 3, MAX_FN_LINES + 1)]);
    let failures = size_failures(&fake(&[("board/walk.rs", &text)]));
    assert_eq!(
        failures,
        vec![format!("board/walk.rs:3: fn long is {} lines (at most {MAX_FN_LINES}); split it", MAX_FN_LINES + 1)]
    );
}

#[test]
fn a_file_size_counts_code_without_comments_blank_lines_or_its_tests() {
    // (text, lines of code)
    let rows: &[(&str, usize)] = &[
        ("fn a() {}\n", 1),
        ("// a comment\n/// a doc comment\n\nfn a() {}\n", 1),
        ("/* a block\n   comment */\nfn a() {}\n", 1),
        ("const S: &str = \"one\n two\n three\";\n", 2),
        ("fn a() {}\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn t() {}\n}\n", 1),
        ("#[cfg(test)]\nfn helper() {}\nfn a() {}\n", 2),
    ];
    for (text, lines) in rows {
        assert_eq!(code_lines(text), *lines, "{text:?}");
    }
}

#[test]
fn a_floor_above_the_position_naming_what_is_behind_it_is_found() {
    // (file, its text, the failures): a crate of the floors, with that file added.
    let rows: &[(&str, &str, &[&str])] = &[
        (
            "app/pick.rs",
            "use crate::capture::turns;\nfn f() { turns::actions(); }\n",
            &["app/pick.rs names capture::turns, behind the position (the turns on offer: ask Position::offers or Position::origins)"],
        ),
        (
            "facade/page.rs",
            "fn f(s: &crate::board::state::State) {}\n",
            &["facade/page.rs names board::state, behind the position (the board state the captures play on: ask the Position)"],
        ),
        (
            "bin/rithmo.rs",
            "use crate::board::{moves::Move, State};\n",
            &["bin/rithmo.rs names board::state, behind the position (the board state the captures play on: ask the Position)"],
        ),
        ("app/pick.rs", "use crate::position::Position;\n// crate::capture::turns in a comment\n", &[]),
        ("app/pick.rs", "fn f() {}\n#[cfg(test)]\nmod tests {\n    use crate::capture::turns;\n}\n", &[]),
        ("position/offers.rs", "use crate::capture::turns;\nuse crate::board::state::State;\n", &[]),
    ];
    for (path, text, failures) in rows {
        let mut files = vec![
            ("lib.rs", "mod board;\nmod capture;\nmod position;\nmod app;\nmod facade;\n"),
            ("board/mod.rs", "pub mod moves;\npub mod state;\npub use state::State;\n"),
            ("board/moves.rs", "pub struct Move;\n"),
            ("board/state.rs", "pub struct State;\n"),
            ("capture/mod.rs", "pub mod turns;\n"),
            ("capture/turns.rs", "pub fn actions() {}\n"),
            ("position/mod.rs", "pub mod offers;\npub struct Position;\n"),
            ("app/mod.rs", "pub mod pick;\n"),
            ("facade/mod.rs", "pub mod page;\n"),
        ];
        files.retain(|(p, _)| p != path);
        files.push((path, text));
        if !files.iter().any(|(p, _)| *p == "position/offers.rs") {
            files.push(("position/offers.rs", ""));
        }
        if !files.iter().any(|(p, _)| *p == "app/pick.rs") {
            files.push(("app/pick.rs", ""));
        }
        if !files.iter().any(|(p, _)| *p == "facade/page.rs") {
            files.push(("facade/page.rs", ""));
        }
        assert_eq!(behind_the_position_failures(&fake(&files)), *failures, "{path}: {text:?}");
    }
}

/// The Python side of `YAMLReferenceTests`: each file's front matter read by PyYAML
/// (`safe_load`), ruamel.yaml (`typ='safe'`, YAML 1.2) and python-frontmatter, compared with
/// what kept's JSON says of that file, value by value.
///
/// Dates: PyYAML and ruamel give `date`/`datetime` objects, kept's JSON the text written; they
/// agree when the text is the object's ISO form or reads (in PyYAML) as the very same moment.
enum YAMLReaders {
    struct File: Encodable {
        let path: String
        let text: String
        /// The keys to compare; all of kept's when nil.
        var keys: [String]? = nil
    }

    struct Input: Encodable {
        let readers: [String]
        let files: [File]
        /// `kept list --format json`, as kept printed it.
        let kept: String
    }

    static let script = #"""
import datetime, json, math, re, sys
import yaml, frontmatter
from ruamel.yaml import YAML

data = json.load(sys.stdin)
ruamel = YAML(typ='safe')

def front_matter(text):
    if text.startswith('\ufeff'):
        text = text[1:]
    lines = re.split(r'(?<=\n)', text)
    if not lines or lines[0].rstrip(' \t\r\n') != '---':
        return None
    for i in range(1, len(lines)):
        if lines[i].rstrip(' \t\r\n') in ('---', '...'):
            return ''.join(lines[1:i])
    return None

def read(reader, text):
    if reader == 'frontmatter':
        return frontmatter.loads(text).metadata
    fm = front_matter(text)
    if reader == 'pyyaml':
        return yaml.safe_load(fm)
    return ruamel.load(fm)

def same(ref, k):
    if isinstance(ref, (datetime.date, datetime.datetime)):
        if not isinstance(k, str):
            return False
        if ref.isoformat() == k:
            return True
        try:
            back = yaml.safe_load('x: ' + k)['x']
        except Exception:
            return False
        if type(back) is not type(ref) or back != ref:
            return False
        return not isinstance(ref, datetime.datetime) or back.utcoffset() == ref.utcoffset()
    if isinstance(ref, float) and isinstance(k, float):
        return (math.isnan(ref) and math.isnan(k)) or ref == k
    if type(ref) is not type(k):
        return False
    if isinstance(ref, dict):
        return set(ref.keys()) == set(k.keys()) and all(same(ref[x], k[x]) for x in ref)
    if isinstance(ref, list):
        return len(ref) == len(k) and all(same(a, b) for a, b in zip(ref, k))
    return ref == k

def check(r, ref, f, kept, problem):
    if isinstance(ref, Exception):
        differ[r].append('%s: %s fails: %s' % (f['path'], r, str(ref).splitlines()[0]))
        return
    if problem:
        differ[r].append('%s: kept reports %s' % (f['path'], problem))
        return
    for key in ref:
        if not isinstance(key, str):
            differ[r].append('%s: key %r is a %s' % (f['path'], key, type(key).__name__))
    for key, value in kept.items():
        if key in ref and same(ref[key], value):
            agree[r] += 1
        else:
            differ[r].append('%s: %s: %s reads %r, kept %r' % (f['path'], key, r, ref.get(key, '<missing>'), value))

total = 0
agree = {r: 0 for r in data['readers']}
files_agree = {r: 0 for r in data['readers']}
differ = {r: [] for r in data['readers']}
listed = {}
try:
    listed = {entry['path']: entry for entry in json.loads(data['kept'])}
except ValueError:
    for line in data['kept'].splitlines():  # one entry a line; an entry that is no JSON differs
        try:
            entry = json.loads(line.strip().rstrip(','))
            listed[entry['path']] = entry
        except ValueError:
            pass
for f in data['files']:
    kept = listed.get(f['path'], {'problem': 'no JSON'})
    for extra in ('path', 'kind'):
        kept.pop(extra, None)
    problem = kept.pop('problem', None)
    results = {}
    for r in data['readers']:
        try:
            results[r] = read(r, f['text']) or {}
        except Exception as e:
            results[r] = e
    if not any(isinstance(v, dict) and 'title' in v for v in results.values()):
        kept.pop('title', None)  # kept names an entry without a title by its file
    if f.get('keys') is not None:
        kept = {k: kept.get(k, '<missing in kept>') for k in f['keys']}
    total += len(kept)
    for r, ref in results.items():
        before = len(differ[r])
        check(r, ref, f, kept, problem)
        if len(differ[r]) == before:
            files_agree[r] += 1
json.dump({'total': total, 'files': len(data['files']), 'agree': agree, 'filesAgree': files_agree,
           'differ': differ}, sys.stdout)
"""#
}

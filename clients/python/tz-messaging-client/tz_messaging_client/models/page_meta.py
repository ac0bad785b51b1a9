from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PageMeta")


@_attrs_define
class PageMeta:
    """
    Attributes:
        current_page (int):
        last_page (int):
        per_page (int):
        total (int):
        from_ (int | None):
        to (int | None):
        path (str):
        total_is_estimate (bool | Unset): A search above 1,000 matches: `total` is PostgreSQL's estimate
    """

    current_page: int
    last_page: int
    per_page: int
    total: int
    from_: int | None
    to: int | None
    path: str
    total_is_estimate: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        current_page = self.current_page

        last_page = self.last_page

        per_page = self.per_page

        total = self.total

        from_: int | None
        from_ = self.from_

        to: int | None
        to = self.to

        path = self.path

        total_is_estimate = self.total_is_estimate

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "current_page": current_page,
                "last_page": last_page,
                "per_page": per_page,
                "total": total,
                "from": from_,
                "to": to,
                "path": path,
            }
        )
        if total_is_estimate is not UNSET:
            field_dict["total_is_estimate"] = total_is_estimate

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        current_page = d.pop("current_page")

        last_page = d.pop("last_page")

        per_page = d.pop("per_page")

        total = d.pop("total")

        def _parse_from_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        from_ = _parse_from_(d.pop("from"))

        def _parse_to(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to = _parse_to(d.pop("to"))

        path = d.pop("path")

        total_is_estimate = d.pop("total_is_estimate", UNSET)

        page_meta = cls(
            current_page=current_page,
            last_page=last_page,
            per_page=per_page,
            total=total,
            from_=from_,
            to=to,
            path=path,
            total_is_estimate=total_is_estimate,
        )

        return page_meta

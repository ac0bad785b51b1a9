from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DeleteOptOutResponse200")


@_attrs_define
class DeleteOptOutResponse200:
    """
    Attributes:
        message (str):
        count (int): How many entries were removed
    """

    message: str
    count: int

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        count = d.pop("count")

        delete_opt_out_response_200 = cls(
            message=message,
            count=count,
        )

        return delete_opt_out_response_200

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BatchResend")


@_attrs_define
class BatchResend:
    """A batch's messages queued again as a new batch

    Attributes:
        message (str):
        count (int):
        batch_id (int):
    """

    message: str
    count: int
    batch_id: int

    def to_dict(self) -> dict[str, Any]:
        message = self.message

        count = self.count

        batch_id = self.batch_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "message": message,
                "count": count,
                "batch_id": batch_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        message = d.pop("message")

        count = d.pop("count")

        batch_id = d.pop("batch_id")

        batch_resend = cls(
            message=message,
            count=count,
            batch_id=batch_id,
        )

        return batch_resend

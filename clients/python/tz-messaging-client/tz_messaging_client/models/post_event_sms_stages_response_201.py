from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.stage import Stage


T = TypeVar("T", bound="PostEventSmsStagesResponse201")


@_attrs_define
class PostEventSmsStagesResponse201:
    """
    Attributes:
        data (Stage): An SMS or chat stage of an event: one message sent to the invitees its stage_type selects
            (docs/decisions.md §8)
    """

    data: Stage

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.stage import Stage  # noqa: PLC0415

        d = dict(src_dict)
        data = Stage.from_dict(d.pop("data"))

        post_event_sms_stages_response_201 = cls(
            data=data,
        )

        return post_event_sms_stages_response_201

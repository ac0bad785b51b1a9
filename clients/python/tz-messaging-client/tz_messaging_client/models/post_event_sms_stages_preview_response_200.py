from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.stage_preview import StagePreview


T = TypeVar("T", bound="PostEventSmsStagesPreviewResponse200")


@_attrs_define
class PostEventSmsStagesPreviewResponse200:
    """
    Attributes:
        data (StagePreview): What a stage with this body would send and cost now; nothing is sent
    """

    data: StagePreview

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
        from ..models.stage_preview import StagePreview  # noqa: PLC0415

        d = dict(src_dict)
        data = StagePreview.from_dict(d.pop("data"))

        post_event_sms_stages_preview_response_200 = cls(
            data=data,
        )

        return post_event_sms_stages_preview_response_200
